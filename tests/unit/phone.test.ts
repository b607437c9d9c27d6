import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  drcPhoneSchema,
  normalizeDrcPhone,
  optionalDrcPhoneSchema,
  phoneMessages,
} from '../../src/contract/phone.ts';

describe('normalizeDrcPhone', () => {
  it.each([
    ['0812345678', '+243812345678'],
    ['812345678', '+243812345678'],
    ['+243812345678', '+243812345678'],
    ['+243 81 234 56 78', '+243812345678'],
    ['+243 81 234 5678', '+243812345678'],
    ['00243812345678', '+243812345678'],
    ['00 243 81 234 56 78', '+243812345678'],
    ['243812345678', '+243812345678'],
    ['+243 (0)81 234 56 78', '+243812345678'],
    ['+2430812345678', '+243812345678'],
    ['081.234.56.78', '+243812345678'],
    ['081-234-56-78', '+243812345678'],
    ['0991234567', '+243991234567'],
    ['0841234567', '+243841234567'],
    ['0891234567', '+243891234567'],
    ['0971234567', '+243971234567'],
    ['\u202f0812\u00a0345\t678 ', '+243812345678'],
  ])('reads %j as %s', (written, stored) => {
    expect(normalizeDrcPhone(written)).toBe(stored);
  });

  it.each([
    '',
    'abc',
    '+',
    '0',
    '081234567',
    '08123456789',
    '+243 81 234 567',
    '0712345678',
    '0212345678',
    '+244812345678',
    '+33612345678',
    '+243+243812345678',
    '0812345678a',
    '０８１２３４５６７８',
    '0812345678'.repeat(5),
  ])('refuses %j', (written) => {
    expect(normalizeDrcPhone(written)).toBeNull();
  });

  it('answers either null or the one stored form, and the stored form reads as itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const phone = normalizeDrcPhone(text);
        if (phone === null) return;
        expect(phone).toMatch(/^\+243[89]\d{8}$/);
        expect(normalizeDrcPhone(phone)).toBe(phone);
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('8', '9'),
        fc.stringMatching(/^\d{8}$/),
        fc.constantFrom('', '0', '+243', '+243 ', '00243', '243', '+243 (0)'),
        fc.constantFrom(' ', '.', '-', ''),
        (first, rest, prefix, separator) => {
          const digits = first + rest;
          const written = prefix + digits.match(/.{1,2}/g)!.join(separator);
          expect(normalizeDrcPhone(written)).toBe(`+243${digits}`);
        },
      ),
    );
  });
});

describe('the phone schemas', () => {
  it('normalize a valid number and refuse others with the French message', () => {
    expect(drcPhoneSchema.parse(' 0812345678 ')).toBe('+243812345678');
    const refused = drcPhoneSchema.safeParse('abc');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(phoneMessages.invalid);
    expect(drcPhoneSchema.safeParse('').success).toBe(false);
  });

  it('let an optional number be left empty', () => {
    expect(optionalDrcPhoneSchema.parse('  ')).toBeNull();
    expect(optionalDrcPhoneSchema.parse(null)).toBeNull();
    expect(optionalDrcPhoneSchema.parse(undefined)).toBeUndefined();
    expect(optionalDrcPhoneSchema.parse('+243 99 123 45 67')).toBe('+243991234567');
    expect(optionalDrcPhoneSchema.safeParse('12').error?.issues[0]?.message).toBe(
      phoneMessages.invalid,
    );
  });
});
