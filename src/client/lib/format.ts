import { CURRENCY_SUFFIX, NUMBER_LOCALE } from '@contract/currency';

export { levelLabel, courseStatusLabel } from '@contract/courses-labels';

/** French dates; fr-CD where the browser knows it, French otherwise. */
const DATE_LOCALE = ['fr-CD', 'fr'];

// Formatters are costly to build: create each once.
const numberFormat = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 2 });
const dateFormat = new Intl.DateTimeFormat(DATE_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDateFormat = new Intl.DateTimeFormat(DATE_LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const dateTimeFormat = new Intl.DateTimeFormat(DATE_LOCALE, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

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
  return numberFormat.format(toNumber(value));
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
  return d ? dateFormat.format(d) : '';
}

/** A short date in French, e.g. "03/03/2025". */
export function formatShortDate(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? shortDateFormat.format(d) : '';
}

/** A date and time in French, e.g. "3 mars 2025 à 14:30". */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const d = toDate(value);
  return d ? dateTimeFormat.format(d) : '';
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

const relativeFormat = new Intl.RelativeTimeFormat(DATE_LOCALE, { numeric: 'auto' });
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
  if (elapsed < HOUR_MS) return relativeFormat.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return relativeFormat.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  if (elapsed < 7 * DAY_MS) return relativeFormat.format(-Math.floor(elapsed / DAY_MS), 'day');
  return dateFormat.format(d);
}
