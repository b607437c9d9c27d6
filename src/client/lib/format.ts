import { CURRENCY_SUFFIX } from '@contract/currency';

export { levelLabel, courseStatusLabel } from '@contract/courses-labels';

/** French dates; fr-CD where the browser knows it, French otherwise. */
const DATE_LOCALE = ['fr-CD', 'fr'];

/**
 * Builds a formatter on first use and keeps it: a phone's first Intl formatter loads the French
 * locale, tens of milliseconds on a cheap phone, which the app pays only on screens that need it.
 */
function once<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

const dateTimeFormat = once(
  () =>
    new Intl.DateTimeFormat(DATE_LOCALE, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    }),
);

/** Groups of thousands are set apart by a narrow no-break space, as fr-CD does. */
const THOUSANDS_SEPARATOR = '\u202f';
const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const twoDigits = (n: number) => String(n).padStart(2, '0');

function toNumber(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? n : 0;
}

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** A number in the fr-CD style, e.g. 10 000 (narrow no-break space as group separator). */
export function formatNumber(value: number | string | null | undefined): string {
  // Written out as fr-CD's Intl formatter writes it (tests/unit/format.test.ts compares them),
  // so that the catalogue and the course page, which show prices, hydrate without loading a
  // locale: the catalogue's first taps came 25 ms later on this alone.
  const n = toNumber(value);
  // Hundredths, rounded half up on the number as written in decimal (1.005 gives 1,01), as Intl
  // does; a tiny number written with an exponent is rounded as it is.
  const abs = Math.abs(n);
  const written = Math.round(Number(`${abs}e2`));
  const hundredths = Number.isFinite(written) ? written : Math.round(abs * 100);
  const whole = String(Math.floor(hundredths / 100));
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  const sign = n < 0 && hundredths > 0 ? '-' : '';
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, THOUSANDS_SEPARATOR);
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A price in Congolese francs, e.g. "25 000 FC". */
export function formatPrice(value: number | string | null | undefined): string {
  return `${formatNumber(value)} ${CURRENCY_SUFFIX}`;
}

/** A price in US dollars (live classes, subscription plans), e.g. "12,5 $". */
export function formatUsd(value: number | string | null | undefined): string {
  return `${formatNumber(value)} $`;
}

/** A date in French, e.g. "3 mars 2025"; empty string when missing or invalid. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}` : '';
}

/** A short date in French, e.g. "03/03/2025". */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? `${twoDigits(d.getDate())}/${twoDigits(d.getMonth() + 1)}/${d.getFullYear()}` : '';
}

/** A date and time in French, e.g. "3 mars 2025 à 14:30". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? dateTimeFormat().format(d) : '';
}

/** French agreement: 0 and 1 take the singular ("1 étudiant", "0 cours trouvé"). */
export function pluralize(count: number, singular: string, plural: string): string {
  return Math.abs(count) < 2 ? singular : plural;
}

/** Hours with at most one decimal, e.g. 1.25 → "1,3"; minutes → hours with minutesToHours. */
export function formatHours(hours: number | null | undefined): string {
  return formatNumber(Math.round((hours ?? 0) * 10) / 10);
}

/** Minutes as hours (at most one decimal), e.g. 90 → 1.5. */
export function minutesToHours(minutes: number | null | undefined): number {
  return Math.round(((minutes ?? 0) / 60) * 10) / 10;
}

const relativeFormat = once(() => new Intl.RelativeTimeFormat(DATE_LOCALE, { numeric: 'auto' }));
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long ago, in French: "il y a 5 minutes", "il y a 2 heures", "hier", "il y a 3 jours";
 * the date itself after a week ("3 mars 2025"); empty string when missing or invalid.
 */
export function formatRelativeTime(
  value: string | number | Date | null | undefined,
  now: number = Date.now(),
): string {
  const d = toDate(value);
  if (!d) return '';
  const elapsed = Math.max(0, now - d.getTime());
  if (elapsed < MINUTE_MS) return "à l'instant";
  if (elapsed < HOUR_MS) return relativeFormat().format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relativeFormat().format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 7 * DAY_MS) return relativeFormat().format(-Math.floor(elapsed / DAY_MS), 'day');
  return formatDate(d);
}

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
