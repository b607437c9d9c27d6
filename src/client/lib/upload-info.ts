/** What a person is told about a stored file: its name and size, in French units. */

const sizeFormat = new Intl.NumberFormat('fr-CD', { maximumFractionDigits: 1 });
const SIZE_UNITS = ['o', 'Ko', 'Mo', 'Go'] as const;

/** A size in French units, e.g. 12 900 000 → "12,3 Mo". */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${sizeFormat.format(value)} ${SIZE_UNITS[unit]}`;
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
