import { describe, expect, it } from 'vitest';
import { smsReadingSummary } from '@client/components/payments/sms-paste-field';
import { formatPrice } from '@client/lib/format';
import { paymentMethods, type PaymentMethod } from '../../src/contract/payments-labels.ts';
import {
  DEFAULT_SMS_TEMPLATES,
  isOperatorSender,
  parseSmsAmount,
  previewTemplate,
  readSms,
  SMS_MAX_LENGTH,
  SMS_PATTERN_FLAGS,
  smsPreviewMessages,
  type SmsReading,
  type SmsTemplate,
} from '../../src/contract/sms-reading.ts';
import { normalizeTransactionId, transactionIdPattern } from '../../src/contract/transaction-id.ts';

const templateOf = (operator: PaymentMethod) =>
  DEFAULT_SMS_TEMPLATES.find((t) => t.operator === operator)!;

/** The documented examples of each operator's message, and what they must read. */
const samples: Record<PaymentMethod, { text: string; reading: Omit<SmsReading, 'templateId'> }> = {
  mpesa: {
    text: 'ABC123XYZ9 Confirmé. Vous avez reçu 25000.00 CDF de JEAN MUKENDI 243812345678 le 25/11/26 à 14:32. Nouveau solde M-Pesa: 130000.00 CDF.',
    reading: {
      operator: 'mpesa',
      transactionId: 'ABC123XYZ9',
      amount: 25000,
      currency: 'CDF',
      payerNumber: '+243812345678',
      date: '2026-11-25T13:32:00.000Z',
    },
  },
  airtel: {
    text: 'Trans ID: CI251125.1432.B45678. Vous avez recu 25000 CDF de 243991234567 JEAN MUKENDI. Votre nouveau solde est 130000 CDF.',
    reading: {
      operator: 'airtel',
      transactionId: 'CI251125.1432.B45678',
      amount: 25000,
      currency: 'CDF',
      payerNumber: '+243991234567',
      date: null,
    },
  },
  orange: {
    text: 'Vous avez recu 25 000 CDF du 243841234567 JEAN MUKENDI. Trans id: PP251125.1432.C78901. Nouveau solde: 130 000 CDF.',
    reading: {
      operator: 'orange',
      transactionId: 'PP251125.1432.C78901',
      amount: 25000,
      currency: 'CDF',
      payerNumber: '+243841234567',
      date: null,
    },
  },
  afrimoney: {
    text: 'Vous avez recu 25000 FC de 243901234567. ID transaction: AF251125.1432.D12345. Solde: 130000 FC.',
    reading: {
      operator: 'afrimoney',
      transactionId: 'AF251125.1432.D12345',
      amount: 25000,
      currency: 'CDF',
      payerNumber: '+243901234567',
      date: null,
    },
  },
};

const expected = (operator: PaymentMethod): SmsReading => ({
  templateId: templateOf(operator).id,
  ...samples[operator].reading,
});

describe('DEFAULT_SMS_TEMPLATES', () => {
  it('has one active, unverified template per operator, with fixed UUIDs and valid patterns', () => {
    expect(DEFAULT_SMS_TEMPLATES.map((t) => t.operator).sort()).toEqual([...paymentMethods].sort());
    const ids = DEFAULT_SMS_TEMPLATES.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of DEFAULT_SMS_TEMPLATES) {
      expect(t.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(t).toMatchObject({ verified: false, isActive: true });
      expect(t.senders.length).toBeGreaterThan(0);
      expect(() => new RegExp(t.pattern, SMS_PATTERN_FLAGS)).not.toThrow();
      expect(previewTemplate(t.pattern, '')).toEqual({ ok: true, groups: null });
    }
  });

  it.each(paymentMethods)('reads the %s sample with every field', (operator) => {
    expect(readSms(samples[operator].text, DEFAULT_SMS_TEMPLATES)).toEqual(expected(operator));
    expect(readSms(samples[operator].text, DEFAULT_SMS_TEMPLATES, operator)).toEqual(
      expected(operator),
    );
  });

  it.each(paymentMethods)('does not read the %s sample as another operator', (operator) => {
    for (const other of paymentMethods.filter((m) => m !== operator)) {
      expect(readSms(samples[operator].text, DEFAULT_SMS_TEMPLATES, other)).toBeNull();
    }
  });
});

describe('readSms: variants of the same message', () => {
  it.each([
    [
      'mpesa, FC, no accents, "25 000,00"',
      'mpesa',
      'ABC123XYZ9 Confirme. Vous avez recu 25 000,00 FC de JEAN MUKENDI 243812345678 le 25/11/26 a 14:32. Nouveau solde M-Pesa: 130 000,00 FC.',
    ],
    [
      'mpesa, line breaks and extra spaces, lower-case ID, "25,000"',
      'mpesa',
      '  abc123xyz9  Confirmé.\nVous  avez\nreçu   25,000 CDF de JEAN MUKENDI\n243812345678 le 25/11/2026 à 14h32.\n\nNouveau solde M-Pesa: 130000.00 CDF.',
    ],
    [
      'mpesa, decomposed accents and narrow no-break spaces',
      'mpesa',
      'ABC123XYZ9 Confirme\u0301. Vous avez rec\u0327u 25\u202f000 Fc de JEAN MUKENDI +243 81 234 56 78 le 25/11/26 à 14:32. Nouveau solde M-Pesa: 130\u202f000 CDF.',
    ],
    [
      'airtel, "ID de transaction", accents, FC, "25.000"',
      'airtel',
      'ID de transaction : CI251125.1432.B45678. Vous avez reçu 25.000 FC de 0991234567 JEAN MUKENDI. Votre nouveau solde est 130.000 FC.',
    ],
    [
      'airtel, "Ref", decimals, line breaks',
      'airtel',
      'Ref: CI251125.1432.B45678.\nVous avez recu 25000.00 CDF\nde 243991234567 JEAN MUKENDI.\nVotre nouveau solde est 130000.00 CDF.',
    ],
    [
      'orange, "ID de transaction", reçu, "de", FC',
      'orange',
      'Vous avez reçu 25 000,00 FC de 243841234567 JEAN MUKENDI. ID de transaction: PP251125.1432.C78901. Nouveau solde: 130 000,00 FC.',
    ],
    [
      'orange, "Trans ID", line breaks',
      'orange',
      'Vous avez recu\n25 000 CDF du 243841234567 JEAN MUKENDI.\nTrans ID: PP251125.1432.C78901.\nNouveau solde: 130 000 CDF.',
    ],
    [
      'afrimoney, "Réf.", CDF, "du"',
      'afrimoney',
      'Vous avez reçu 25 000 CDF du 243901234567. Réf. : AF251125.1432.D12345. Solde: 130 000 CDF.',
    ],
  ] as const)('%s', (_label, operator, text) => {
    const { date, ...reading } = expected(operator);
    expect(readSms(text, DEFAULT_SMS_TEMPLATES)).toEqual({
      ...reading,
      date: operator === 'mpesa' ? date : null,
    });
  });

  it('never takes the balance for the amount', () => {
    // The amount missing: the balance is not read instead.
    for (const operator of paymentMethods) {
      const text = samples[operator].text.replace(/25 ?000(\.00)? /, '');
      expect(text).not.toBe(samples[operator].text);
      expect(readSms(text, DEFAULT_SMS_TEMPLATES)).toBeNull();
    }
    // A balance message alone is no payment.
    expect(readSms('Votre nouveau solde est 130000 CDF.', DEFAULT_SMS_TEMPLATES)).toBeNull();
    // A small amount, a large balance.
    const text = samples.orange.text.replace('25 000 CDF du', '500 CDF du');
    expect(readSms(text, DEFAULT_SMS_TEMPLATES)?.amount).toBe(500);
  });

  it('reads USD and leaves out what a message does not state', () => {
    const usd = samples.airtel.text.replace('25000 CDF', '10.50 USD');
    expect(readSms(usd, DEFAULT_SMS_TEMPLATES)).toMatchObject({ amount: 10, currency: 'USD' });
    const noId = samples.orange.text.replace(/ Trans id: [^ ]+/, '');
    expect(readSms(noId, DEFAULT_SMS_TEMPLATES)).toMatchObject({
      operator: 'orange',
      transactionId: null,
      amount: 25000,
    });
    const noDate = samples.mpesa.text.replace(' le 25/11/26 à 14:32', '');
    expect(readSms(noDate, DEFAULT_SMS_TEMPLATES)).toMatchObject({ date: null, amount: 25000 });
    const badDate = samples.mpesa.text.replace('25/11/26', '31/02/26');
    expect(readSms(badDate, DEFAULT_SMS_TEMPLATES)).toMatchObject({ date: null, amount: 25000 });
  });

  it('returns null when nothing matches: no fallback', () => {
    expect(readSms('', DEFAULT_SMS_TEMPLATES)).toBeNull();
    expect(readSms('   ', DEFAULT_SMS_TEMPLATES)).toBeNull();
    expect(readSms('Bonjour, votre code est 123456', DEFAULT_SMS_TEMPLATES)).toBeNull();
    expect(readSms(samples.mpesa.text, [])).toBeNull();
    expect(
      readSms(samples.mpesa.text.padEnd(SMS_MAX_LENGTH + 1), DEFAULT_SMS_TEMPLATES),
    ).toBeNull();
  });

  it('skips inactive templates and invalid patterns, never throwing', () => {
    const broken: SmsTemplate = { ...templateOf('mpesa'), id: 'broken', pattern: '(?<amount>\\d+' };
    const inactive: SmsTemplate = { ...templateOf('mpesa'), id: 'off', isActive: false };
    const templates = [broken, inactive, ...DEFAULT_SMS_TEMPLATES];
    expect(readSms(samples.mpesa.text, templates)).toEqual(expected('mpesa'));
    expect(readSms(samples.mpesa.text, [broken, inactive])).toBeNull();
  });

  it('returns a transaction ID that is not made of A-Z, 0-9, "." and "-" as null', () => {
    const cyrillic = samples.airtel.text.replace('CI251125', '\u0421I251125'); // Cyrillic "С"
    expect(readSms(cyrillic, DEFAULT_SMS_TEMPLATES)).toMatchObject({
      transactionId: null,
      amount: 25000,
    });
    const fullWidth = samples.mpesa.text.replace('ABC123XYZ9', 'ＡＢＣ１２３ＸＹＺ９');
    expect(readSms(fullWidth, DEFAULT_SMS_TEMPLATES)).toEqual(expected('mpesa'));
    const invisible = samples.orange.text.replace('PP251125.', 'PP25\u200B1125.');
    expect(readSms(invisible, DEFAULT_SMS_TEMPLATES)).toEqual(expected('orange'));
    // A word after a label is not an ID: IDs have digits.
    const word = samples.orange.text.replace(/Trans id: [^ ]+/, 'Référence de paiement.');
    expect(readSms(word, DEFAULT_SMS_TEMPLATES)).toMatchObject({ transactionId: null });
    const notMpesa = samples.mpesa.text.replace('ABC123XYZ9', 'Paiement');
    expect(readSms(notMpesa, DEFAULT_SMS_TEMPLATES)).toBeNull();
  });
});

describe('isOperatorSender', () => {
  it.each([
    ['M-PESA', 'mpesa'],
    ['mpesa', 'mpesa'],
    ['M Pesa', 'mpesa'],
    ['m_pesa', 'mpesa'],
    ['VODACOM', 'mpesa'],
    ['AirtelMoney', 'airtel'],
    ['airtel money', 'airtel'],
    ['Airtel-Money', 'airtel'],
    ['Orange Money', 'orange'],
    ['ORANGE', 'orange'],
    ['Afrimoney', 'afrimoney'],
    ['AFRICELL', 'afrimoney'],
  ] as const)('accepts %j for %s', (sender, operator) => {
    expect(isOperatorSender(sender, DEFAULT_SMS_TEMPLATES, operator)).toBe(true);
  });

  it.each([
    ['+243812345678', 'mpesa'],
    ['0812345678', 'mpesa'],
    ['243812345678', 'mpesa'],
    ['', 'mpesa'],
    ['   ', 'mpesa'],
    ['M.PESA', 'mpesa'],
    ['M-PESA', 'airtel'],
    ['OrangeMoney', 'afrimoney'],
    ['MPESA Kinshasa', 'mpesa'],
  ] as const)('refuses %j for %s', (sender, operator) => {
    expect(isOperatorSender(sender, DEFAULT_SMS_TEMPLATES, operator)).toBe(false);
  });

  it('ignores the senders of inactive templates', () => {
    const inactive = DEFAULT_SMS_TEMPLATES.map((t) => ({ ...t, isActive: false }));
    expect(isOperatorSender('M-PESA', inactive, 'mpesa')).toBe(false);
  });
});

describe('previewTemplate', () => {
  it('gives the named groups found, or null when the pattern does not match', () => {
    expect(previewTemplate(templateOf('orange').pattern, samples.orange.text)).toEqual({
      ok: true,
      groups: {
        amount: '25 000',
        currency: 'CDF',
        payer: '243841234567',
        transactionId: 'PP251125.1432.C78901',
      },
    });
    expect(previewTemplate('(?<amount>\\d+)\\s*FC', 'Reçu 500 fc')).toEqual({
      ok: true,
      groups: { amount: '500' },
    });
    expect(previewTemplate('(?<amount>\\d+)\\s*FC', 'rien')).toEqual({ ok: true, groups: null });
  });

  it.each(['(?<amount>\\d+', '[a-', '(?<transactionId>x)(?<transactionId>y)', '\\p{Foo}', '*'])(
    'reports %j in French',
    (pattern) => {
      expect(previewTemplate(pattern, samples.mpesa.text)).toEqual({
        ok: false,
        error: smsPreviewMessages.invalidPattern,
      });
      expect(smsPreviewMessages.invalidPattern).toMatch(
        /^Ce modèle n'est pas une expression régulière valide/,
      );
    },
  );
});

describe('parseSmsAmount', () => {
  it.each([
    ['25000', 25000],
    ['25000.00', 25000],
    ['25000,00', 25000],
    ['25 000', 25000],
    ['25\u202f000', 25000],
    ['25\u00a0000,00', 25000],
    ['25 000,00', 25000],
    ['25,000', 25000],
    ['25.000', 25000],
    ['25,000.00', 25000],
    ['25.000,00', 25000],
    ['1 250 000', 1250000],
    ['1.250.000', 1250000],
    ['24999.99', 24999],
    ['500', 500],
    ['0', 0],
  ])('reads %j as %d', (raw, amount) => {
    expect(parseSmsAmount(raw)).toBe(amount);
  });

  it.each(['', 'abc', '-500', '25.', '.5', '1.234.56', '25,00,000', '12345,000', '9'.repeat(21)])(
    'refuses %j',
    (raw) => {
      expect(parseSmsAmount(raw)).toBeNull();
    },
  );
});

describe('normalizeTransactionId', () => {
  it('drops invisible characters and spaces, and reads full-width letters as plain ones', () => {
    expect(normalizeTransactionId('abc\u200B123 xyz9')).toBe('ABC123XYZ9');
    expect(normalizeTransactionId('\uFEFFci251125.1432\u00AD.b45678')).toBe('CI251125.1432.B45678');
    expect(normalizeTransactionId('ＡＢＣ１２３ｘｙｚ９')).toBe('ABC123XYZ9');
    expect(transactionIdPattern.test(normalizeTransactionId('ＡＢＣ１２３ｘｙｚ９'))).toBe(true);
  });

  it('keeps a Cyrillic look-alike, which transactionIdPattern refuses', () => {
    const id = normalizeTransactionId('\u0410BC123'); // Cyrillic "А"
    expect(id).toBe('\u0410BC123');
    expect(transactionIdPattern.test(id)).toBe(false);
  });
});

describe('smsReadingSummary', () => {
  const reading = (patch: Partial<SmsReading>): SmsReading => ({ ...expected('mpesa'), ...patch });

  it('says what was found, amounts in the app’s own FC format', () => {
    expect(formatPrice(25000)).toBe('25\u202f000 FC');
    expect(smsReadingSummary(reading({}), 25000)).toEqual({
      found: `ID de transaction trouvé : ABC123XYZ9, montant : ${formatPrice(25000)}`,
      warnings: [],
    });
    expect(smsReadingSummary(reading({ transactionId: null }), 25000).found).toBe(
      `Montant trouvé : ${formatPrice(25000)}`,
    );
    expect(smsReadingSummary(reading({ amount: null, currency: null }), 25000).found).toBe(
      'ID de transaction trouvé : ABC123XYZ9',
    );
    expect(smsReadingSummary(reading({ transactionId: null, amount: null }), 25000)).toEqual({
      found: null,
      warnings: [],
    });
    expect(smsReadingSummary(null, 25000)).toEqual({ found: null, warnings: [] });
  });

  it('warns when the amount is below the price', () => {
    expect(smsReadingSummary(reading({ amount: 20000 }), 25000).warnings).toEqual([
      `Le montant du SMS (${formatPrice(20000)}) est inférieur au prix (${formatPrice(25000)})`,
    ]);
    expect(smsReadingSummary(reading({ amount: 30000 }), 25000).warnings).toEqual([]);
    expect(
      smsReadingSummary(reading({ amount: 20000, currency: null }), 25000).warnings,
    ).toHaveLength(1);
  });

  it('warns when the SMS is not in FC, and does not compare dollars with francs', () => {
    const usd = smsReadingSummary(reading({ amount: 10, currency: 'USD' }), 25000);
    expect(usd.found).toBe('ID de transaction trouvé : ABC123XYZ9, montant : 10 USD');
    expect(usd.warnings).toEqual(['Le SMS est en USD, le prix est en francs congolais (FC)']);
  });

  it('reads a pasted sample end to end', () => {
    const read = readSms(samples.airtel.text.replace('25000', '20000'), DEFAULT_SMS_TEMPLATES);
    expect(smsReadingSummary(read, 25000)).toEqual({
      found: `ID de transaction trouvé : CI251125.1432.B45678, montant : ${formatPrice(20000)}`,
      warnings: [
        `Le montant du SMS (${formatPrice(20000)}) est inférieur au prix (${formatPrice(25000)})`,
      ],
    });
  });
});
