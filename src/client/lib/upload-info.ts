/** What a person is told about a stored file: its name (sizes: formatBytes in lib/format.ts). */
import { formatBytes } from './format';

/** The path every uploaded file is served under (see the objects module). */
export const UPLOADED_FILES_PREFIX = '/objects/uploads/';

/**
 * The path of one of our uploaded files (same origin, under /objects/uploads/), which a HEAD
 * request can name and size; null for any other address.
 */
export function uploadedFilePath(url: string): string | null {
  try {
    const address = new URL(url, window.location.href);
    return address.origin === window.location.origin &&
      address.pathname.startsWith(UPLOADED_FILES_PREFIX)
      ? address.pathname
      : null;
  } catch {
    return null;
  }
}

/** The last segment of an address, decoded: "guide.pdf" for ".../docs/guide.pdf?v=2". */
export function fileNameOfUrl(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  const last = path.split('/').filter(Boolean).pop() ?? url;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

/** A stored file as a person knows it: its name and size. */
export interface UploadedFileInfo {
  name: string;
  /** Bytes; null when unknown. */
  size: number | null;
}

/** "cours.pdf · 2,4 Mo" */
export function fileSummary({ name, size }: UploadedFileInfo): string {
  return size === null ? name : `${name} · ${formatBytes(size)}`;
}

/**
 * The file name of a Content-Disposition header: the UTF-8 `filename*` first (accents), else the
 * quoted or plain `filename`; null when there is none.
 */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = header.match(/filename\*\s*=\s*UTF-8''([^;]+)/i)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Malformed escapes: fall back to the plain name.
    }
  }
  const quoted = header.match(/filename\s*=\s*"((?:[^"\\]|\\.)*)"/i)?.[1];
  if (quoted !== undefined) return quoted.replace(/\\(.)/g, '$1');
  return header.match(/filename\s*=\s*([^;\s]+)/i)?.[1] ?? null;
}
