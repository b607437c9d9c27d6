import type { UploadExtension } from '../../../contract/objects.ts';

/** Bytes needed to recognise every accepted type. */
export const SIGNATURE_BYTES = 12;

const startsWith = (head: Uint8Array, bytes: number[], at = 0) =>
  bytes.every((b, i) => head[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const ZIP = [0x50, 0x4b, 0x03, 0x04];
// Old Office files are OLE compound documents.
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const JPEG = [0xff, 0xd8, 0xff];

const signatures: Record<UploadExtension, (head: Uint8Array) => boolean> = {
  // ISO base media: a box size, then "ftyp".
  mp4: (h) => startsWith(h, ascii('ftyp'), 4),
  // Matroska/EBML header.
  webm: (h) => startsWith(h, [0x1a, 0x45, 0xdf, 0xa3]),
  ogg: (h) => startsWith(h, ascii('OggS')),
  pdf: (h) => startsWith(h, ascii('%PDF-')),
  doc: (h) => startsWith(h, OLE),
  ppt: (h) => startsWith(h, OLE),
  docx: (h) => startsWith(h, ZIP),
  pptx: (h) => startsWith(h, ZIP),
  // JPEG start-of-image marker, then any segment marker.
  jpg: (h) => startsWith(h, JPEG),
  jpeg: (h) => startsWith(h, JPEG),
  png: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  // A RIFF container whose form type is "WEBP".
  webp: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8),
};

/** Whether the first bytes of a file are those of the declared type (magic bytes). */
export function matchesSignature(extension: UploadExtension, head: Uint8Array): boolean {
  return signatures[extension](head);
}
