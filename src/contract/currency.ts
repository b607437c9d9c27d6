/**
 * Money display constants (spec 01 §1, §9). Zod-free so the client's formatters do not pull the
 * schema library; common.ts re-exports the suffix.
 */
export const CURRENCY_SUFFIX = 'FC';
/** Number formatting locale for prices and counts. */
export const NUMBER_LOCALE = 'fr-CD';
/**
 * FC for one US dollar until an admin sets the platform's rate (subscription plans are priced in
 * dollars and shown in FC).
 */
export const DEFAULT_CDF_PER_USD = 2800;

/** An FC amount as people read it: "25 000 FC". */
export const formatFc = (amount: number) =>
  `${new Intl.NumberFormat(NUMBER_LOCALE).format(amount)} ${CURRENCY_SUFFIX}`;
