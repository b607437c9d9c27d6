import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatNumber,
  formatPrice,
  formatRelativeTime,
  formatShortDate,
} from '../../src/client/lib/format.ts';

// The client writes numbers and dates out itself, without loading a locale on the phone: what
// it writes must be what fr-CD's Intl formatters write, character for character.
const intlNumber = new Intl.NumberFormat('fr-CD', { maximumFractionDigits: 2 });
const intlDate = new Intl.DateTimeFormat(['fr-CD', 'fr'], {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const intlShortDate = new Intl.DateTimeFormat(['fr-CD', 'fr'], {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

describe('French numbers and dates written without Intl', () => {
  it('writes numbers as fr-CD does: thousands apart, a decimal comma, at most two decimals', () => {
    const values = [
      0, 1, 7, 12, 999, 1000, 1001, 9999, 15000, 25000, 100000, 999999, 1000000, 1234567,
      1_000_000_000, 0.5, 1.5, 2.25, 2.125, 10.1, 10.1, 1.005, 1234.567, 99.999, 0.004, 0.005,
      0.0000005, -1, -2.5, -15000, -1234567.89,
    ];
    for (const value of values) expect(formatNumber(value)).toBe(intlNumber.format(value));
    expect(formatPrice(15000)).toBe('15\u202f000 FC');
  });

  it('reads numbers given as text, and writes 0 for what is not a number', () => {
    expect(formatNumber('25000')).toBe(intlNumber.format(25000));
    expect(formatNumber('abc')).toBe('0');
    expect(formatNumber(null)).toBe('0');
    expect(formatNumber(Number.NaN)).toBe('0');
  });

  it('writes dates as fr-CD does, long and short, every month of the year', () => {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 10, 28]) {
        const date = new Date(2026, month, day, 13, 5);
        expect(formatDate(date)).toBe(intlDate.format(date));
        expect(formatShortDate(date)).toBe(intlShortDate.format(date));
      }
    }
    expect(formatDate('2025-03-03T10:00:00')).toBe('3 mars 2025');
    expect(formatDate('pas une date')).toBe('');
    expect(formatShortDate(null)).toBe('');
  });

  it('gives the date itself for what is older than a week', () => {
    const now = new Date(2026, 10, 26, 12).getTime();
    const old = new Date(2026, 9, 2, 12);
    expect(formatRelativeTime(old, now)).toBe(intlDate.format(old));
    expect(formatRelativeTime(new Date(now - 3 * 3_600_000), now)).toBe('il y a 3 heures');
  });
});
