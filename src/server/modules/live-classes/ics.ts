/**
 * A small iCalendar (RFC 5545) writer for one event: CRLF line ends, TEXT values escaped
 * (backslash, semicolon, comma, line breaks), lines folded at 75 octets without splitting a
 * UTF-8 character. Enough for "Ajouter à mon agenda"; no dependency.
 */

export interface IcsEvent {
  uid: string;
  start: Date;
  end: Date;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
  summary: string;
  description?: string | null;
  /** The meeting link: the event's URL and location. */
  url?: string | null;
}

/** 2025-03-01T17:00:00.000Z → 20250301T170000Z */
const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A TEXT value (RFC 5545 §3.3.11). */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

const encoder = new TextEncoder();

/** Folds a content line into pieces of at most 75 octets, continuations starting with a space. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let bytes = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (bytes + size > limit) {
      parts.push(current);
      current = '';
      bytes = 0;
    }
    current += char;
    bytes += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function icsCalendar(event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Kelasi//Cours en direct//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.url ? [`URL:${event.url}`, `LOCATION:${escapeText(event.url)}`] : []),
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    'TRIGGER:-PT15M',
    `DESCRIPTION:${escapeText(event.summary)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
