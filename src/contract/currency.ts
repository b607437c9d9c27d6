/**
 * Money display constants (spec 01 §1, §9). Zod-free so the client's formatters do not pull the
 * schema library; common.ts re-exports the suffix.
 */
export const CURRENCY_SUFFIX = 'FC';
/** Number formatting locale for prices and counts. */
export const NUMBER_LOCALE = 'fr-CD';
