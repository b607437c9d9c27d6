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

/**
 * Bounds that keep every amount inside its column (a PostgreSQL integer holds at most
 * 2 147 483 647): an FC price, a rate, and a dollar price that still fits at the highest rate.
 */
export const MAX_PRICE_FC = 1_000_000_000;
export const MAX_CDF_PER_USD = 100_000;
export const MAX_PRICE_USD = MAX_PRICE_FC / MAX_CDF_PER_USD;

/** An FC amount as people read it: "25 000 FC". */
export const formatFc = (amount: number) =>
  `${new Intl.NumberFormat(NUMBER_LOCALE).format(amount)} ${CURRENCY_SUFFIX}`;
