import { randomBytes } from 'node:crypto';

/** Minimal files whose first bytes are those of their type, random bytes after. */
export const pdf = (size = 2000) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 9)]);
export const mp4 = (size: number) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), randomBytes(size - 12)]);
export const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(500),
]);
/** A tus Upload-Metadata value. */
export const b64 = (text: string) => Buffer.from(text).toString('base64');
