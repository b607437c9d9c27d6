/**
 * An operator's transaction ID as it is stored and compared (zod-free: the SMS reader and the
 * browser use it too): Unicode-normalized (NFKC, so full-width letters are plain ones),
 * upper-cased, without spaces or invisible characters. A look-alike letter of another script
 * stays what it is, and `transactionIdPattern` refuses it.
 */
export const normalizeTransactionId = (id: string) =>
  id
    .normalize('NFKC')
    .replace(/[\s\u200B-\u200D\u2060\uFEFF\u00AD]/g, '')
    .toUpperCase();

/** What an operator's transaction ID is made of, once normalized. */
export const transactionIdPattern = /^[A-Z0-9.-]+$/;
