import { randomBytes } from 'node:crypto';

/** Crockford's base32: digits and capitals without I, L, O and U (never misread, never rude). */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new certificate number, "KEL-XXXX-XXXX-XXXX-XXXX": 80 bits from the system's secure random
 * source, so a number cannot be guessed from another (see docs/decisions/0008-certificates.md).
 */
export function newCertificateNumber(): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let digits = '';
  for (let i = 0; i < 16; i++) {
    digits = ALPHABET[Number(bits & 31n)]! + digits;
    bits >>= 5n;
  }
  return `KEL-${digits.match(/.{4}/g)!.join('-')}`;
}
