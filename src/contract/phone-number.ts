/**
 * DRC mobile numbers, zod-free: the SMS reader and the browser's forms use them without pulling
 * the schema library (phone.ts builds the schemas on them).
 */
/** How the app writes a DRC mobile number to people (the fields' placeholder). */
export const DRC_PHONE_EXAMPLE = '+243 81 234 56 78';

export const phoneMessages = {
  invalid: `Numéro invalide : saisissez un numéro congolais, par ex. ${DRC_PHONE_EXAMPLE}`,
} as const;

// Longer than any way of writing a number: refused before any other work.
const PHONE_MAX_LENGTH = 40;

/**
 * A DRC mobile number as people write it ("0812345678", "812345678", "+243 81 234 56 78",
 * "00243812345678", "+243 (0)81…", with spaces, dots or dashes) in the one stored form
 * "+243XXXXXXXXX"; null when it is not one. Mobile prefixes start with 8 or 9.
 */
export function normalizeDrcPhone(text: string): string | null {
  if (text.length > PHONE_MAX_LENGTH) return null;
  const compact = text.replace(/[\s.\-()]/g, '');
  const national = compact.match(/^(?:(?:\+|00)?243)?0?([89]\d{8})$/)?.[1];
  return national ? `+243${national}` : null;
}
