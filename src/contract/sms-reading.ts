/**
 * Reading an operator's mobile-money confirmation SMS: which template recognizes it, and the
 * transaction ID, amount, currency, payer's number and date it states. Shared by the server (SMS
 * forwarded by a receiving phone) and the browser (an SMS pasted in a payment form), so it is
 * zod-free and imports only zod-free contract files.
 */
import { normalizeDrcPhone } from './phone-number.ts';
import { TRANSACTION_ID_MAX_LENGTH, type PaymentMethod } from './payments-labels.ts';
import { normalizeTransactionId, transactionIdPattern } from './transaction-id.ts';

export interface SmsTemplate {
  /** A fixed UUID for each shipped default. */
  id: string;
  operator: PaymentMethod;
  /** French, e.g. "M-Pesa : paiement reçu". */
  name: string;
  /**
   * A JavaScript regular expression source with named groups: transactionId, amount, currency,
   * payer, date (any of them optional). Matched with flags 'iu'.
   */
  pattern: string;
  /**
   * The sender names the operator's real messages come from (short code or name, e.g. "M-PESA").
   * Compared case-insensitively, ignoring spaces, dashes and underscores.
   */
  senders: string[];
  /** False for the shipped defaults: written from documented formats, "à vérifier sur un vrai SMS". */
  verified: boolean;
  isActive: boolean;
}

export interface SmsReading {
  templateId: string;
  operator: PaymentMethod;
  /** Normalized with normalizeTransactionId; null when absent or not made of A-Z, 0-9, "." and "-". */
  transactionId: string | null;
  /** Whole units, e.g. 25000 (cents dropped, never rounded up). */
  amount: number | null;
  /** "FC", "CDF" → CDF; "USD", "$", "US$" → USD. */
  currency: 'CDF' | 'USD' | null;
  /** "+243XXXXXXXXX". */
  payerNumber: string | null;
  /** ISO 8601 when the template reads a date and time (Kinshasa time, UTC+1), else null. */
  date: string | null;
}

/** Longer texts are not read: no operator's confirmation is this long. */
export const SMS_MAX_LENGTH = 2000;

/** The flags every template is matched with. */
export const SMS_PATTERN_FLAGS = 'iu';

// ---------------------------------------------------------------------------
// Pieces of the default templates (documented francophone formats, not yet checked on a real SMS)
// ---------------------------------------------------------------------------

/** "25000", "25000.00", "25 000", "25,000", "25.000", "25 000,00" (any Unicode space). */
const AMOUNT = String.raw`(?<amount>\d{1,3}(?:[\s.,]\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?)`;
const CURRENCY = String.raw`(?<currency>CDF|FC|USD|US\$|\$)`;
/** "Vous avez reçu 25 000 FC", accents or not: the amount is the one received, never the balance. */
const RECEIVED = String.raw`(?:Vous\s+avez\s+)?re[çc]u\s+${AMOUNT}\s*${CURRENCY}`;
/** A DRC mobile number whose two-digit network prefix (after 243 or 0) matches `prefix`. */
const payer = (prefix: string) =>
  String.raw`(?<!\d)(?<payer>(?:\+|00)?243[\s.-]?0?${prefix}(?:[\s.-]?\d){7}|0${prefix}(?:[\s.-]?\d){7})(?!\d)`;
/** "de JEAN MUKENDI 243812345678", "du 243841234567": a name (no digits) may come first. */
const from = (prefix: string) => String.raw`\s+d[eu]\s+\D{0,60}?${payer(prefix)}`;
/** "Trans ID:", "Trans. id", "Transaction ID", "ID de transaction", "ID transaction", "Réf." */
const ID_LABEL = String.raw`\b(?:(?:Trans(?:action)?|Txn)\.?\s*ID|ID\s+(?:de\s+(?:la\s+)?)?transaction|R[ée]f(?:[ée]rence)?)[\s.:]{0,5}`;
/** Soft hyphen and zero-width characters, which normalizeTransactionId drops. */
const INVISIBLE = String.raw`\u00AD\u200B-\u200D\u2060\uFEFF`;
/**
 * Letters (of any script: a look-alike is read, then refused by transactionIdPattern), digits,
 * dots and dashes, with at least one digit, starting and ending with a letter or digit.
 */
const ID = String.raw`(?<transactionId>(?=[\p{L}.\-${INVISIBLE}]*\p{N})[\p{L}\p{N}](?:[\p{L}\p{N}.\-${INVISIBLE}]{0,60}[\p{L}\p{N}])?)(?![\p{L}\p{N}])`;
/** "25/11/26 à 14:32", "25/11/2026 14h32". */
const DATE = String.raw`(?<!\d)(?<date>\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\s*(?:à|a|,)?\s*\d{1,2}[:h]\d{2}(?::\d{2})?)`;

// Network prefixes of DR Congo mobile numbers: the payer of a transfer within a wallet is a
// customer of its network. Orange Money's and Afrimoney's messages read alike; this tells them apart.
const ANY_PREFIX = String.raw`[89]\d`;
const ORANGE_PREFIX = '8[0459]';
const AFRICELL_PREFIX = '9[01]';

/**
 * The shipped templates, one per operator. Their formats come from documented examples of the
 * operators' French messages; none has been checked against a real DR Congo SMS yet.
 */
export const DEFAULT_SMS_TEMPLATES: readonly SmsTemplate[] = [
  {
    // "ABC123XYZ9 Confirmé. Vous avez reçu 25000.00 CDF de JEAN MUKENDI 243812345678 le 25/11/26
    // à 14:32. Nouveau solde M-Pesa: 130000.00 CDF."
    id: '5f3c2a1e-8b4d-4c6f-9a1e-2d7b8c9e0f11',
    operator: 'mpesa',
    name: 'M-Pesa : paiement reçu',
    pattern: String.raw`^\s*(?<transactionId>(?=[\p{L}${INVISIBLE}]*\p{N})[\p{L}\p{N}${INVISIBLE}]{6,20})\s*[.,:-]?\s*Confirm[ée][\s\S]*?${RECEIVED}(?:${from(ANY_PREFIX)})?(?:[\s\S]*?${DATE})?`,
    senders: ['M-PESA', 'MPESA', 'Vodacom'],
    verified: false,
    isActive: true,
  },
  {
    // "Trans ID: CI251125.1432.B45678. Vous avez recu 25000 CDF de 243991234567 JEAN MUKENDI.
    // Votre nouveau solde est 130000 CDF."
    id: 'a2b7c4d9-1e3f-4a5b-8c6d-7e8f9a0b1c22',
    operator: 'airtel',
    name: 'Airtel Money : paiement reçu',
    pattern: String.raw`^\s*${ID_LABEL}${ID}[\s\S]*?${RECEIVED}(?:${from(ANY_PREFIX)})?`,
    senders: ['AirtelMoney', 'Airtel Money', 'AIRTEL'],
    verified: false,
    isActive: true,
  },
  {
    // "Vous avez recu 25 000 CDF du 243841234567 JEAN MUKENDI. Trans id: PP251125.1432.C78901.
    // Nouveau solde: 130 000 CDF."
    id: 'c4e1f7a2-3b5d-4e6f-a7b8-9c0d1e2f3a33',
    operator: 'orange',
    name: 'Orange Money : paiement reçu',
    pattern: String.raw`^\s*${RECEIVED}${from(ORANGE_PREFIX)}(?:[\s\S]*?${ID_LABEL}${ID})?`,
    senders: ['OrangeMoney', 'Orange Money', 'ORANGE'],
    verified: false,
    isActive: true,
  },
  {
    // "Vous avez recu 25000 FC de 243901234567. ID transaction: AF251125.1432.D12345.
    // Solde: 130000 FC."
    id: 'e6a3b9c4-5d7f-4a8b-b9c0-1d2e3f4a5b44',
    operator: 'afrimoney',
    name: 'Afrimoney : paiement reçu',
    pattern: String.raw`^\s*${RECEIVED}${from(AFRICELL_PREFIX)}(?:[\s\S]*?${ID_LABEL}${ID})?`,
    senders: ['AFRIMONEY', 'Africell'],
    verified: false,
    isActive: true,
  },
];

// ---------------------------------------------------------------------------
// Senders
// ---------------------------------------------------------------------------

/** "M-PESA", "mpesa", "M Pesa", "m_pesa" all read "mpesa"; a dot or a "+" stays. */
const senderKey = (sender: string) =>
  sender
    .normalize('NFKC')
    .replace(/[\s_\-\u2010-\u2015]/gu, '')
    .toLowerCase();

/**
 * Is `sender` one of the sender names of `operator`'s active templates? Case, spaces, dashes and
 * underscores do not count ("M Pesa" is "M-PESA"); a phone number is never an operator.
 */
export function isOperatorSender(
  sender: string,
  templates: readonly SmsTemplate[],
  operator: PaymentMethod,
): boolean {
  const key = senderKey(sender);
  if (!key) return false;
  return templates.some(
    (t) => t.isActive && t.operator === operator && t.senders.some((s) => senderKey(s) === key),
  );
}

// ---------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------

/**
 * Amounts as people write them: "25000.00", "25 000", "25,000", "25.000", "25 000,00" (any
 * Unicode space, narrow no-break spaces too) → 25000. One or two digits after the last "." or ","
 * are cents, dropped (never rounded up); three are a thousands group. Null when it is not an
 * amount.
 */
export function parseSmsAmount(raw: string): number | null {
  const text = raw.replace(/[\s'’]/gu, '');
  if (!/^\d[\d.,]*$/.test(text) || text.length > 20) return null;
  let whole = text;
  const cents = text.match(/^(.*\d)([.,])\d{1,2}$/);
  if (cents) {
    whole = cents[1]!;
    // "1.234.56": the decimal mark cannot also group the thousands.
    if (whole.includes(cents[2]!)) return null;
  }
  // Thousands groups: one separator throughout, groups of three digits.
  if (!/^\d+$/.test(whole) && !/^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(whole)) return null;
  const amount = Number(whole.replace(/[.,]/g, ''));
  return Number.isSafeInteger(amount) ? amount : null;
}

function parseCurrency(raw: string): 'CDF' | 'USD' | null {
  const code = raw.replace(/\s/gu, '').toUpperCase();
  if (code === 'FC' || code === 'CDF') return 'CDF';
  if (code === 'USD' || code === '$' || code === 'US$') return 'USD';
  return null;
}

/** Kinshasa's offset from UTC, in hours (West Africa Time, no daylight saving). */
const KINSHASA_UTC_OFFSET = 1;

/** "25/11/26 à 14:32" (day first, Kinshasa time) → "2026-11-25T13:32:00.000Z"; null if invalid. */
function parseSmsDate(raw: string): string | null {
  const m = raw.match(
    /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\D*?(\d{1,2})[:h](\d{2})(?::(\d{2}))?$/u,
  );
  if (!m) return null;
  const [day = 0, month = 0, written = 0, hour = 0, minute = 0, second = 0] = m
    .slice(1)
    .map((part) => Number(part ?? 0));
  const year = written < 100 ? 2000 + written : written;
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return null;
  // 31/02 would roll over to March: refuse a day the month does not have.
  if (new Date(Date.UTC(year, month - 1, day)).getUTCDate() !== day) return null;
  const time = Date.UTC(year, month - 1, day, hour - KINSHASA_UTC_OFFSET, minute, second);
  return new Date(time).toISOString();
}

function readTransactionId(raw: string): string | null {
  const id = normalizeTransactionId(raw);
  return id && id.length <= TRANSACTION_ID_MAX_LENGTH && transactionIdPattern.test(id) ? id : null;
}

// ---------------------------------------------------------------------------
// Matching
// ---------------------------------------------------------------------------

// Compiled patterns, by source (null: not a valid regular expression). Templates are few.
const compiled = new Map<string, RegExp | null>();
const COMPILED_MAX = 200;

function compile(pattern: string): RegExp | null {
  let re = compiled.get(pattern);
  if (re !== undefined) return re;
  try {
    re = new RegExp(pattern, SMS_PATTERN_FLAGS);
  } catch {
    re = null;
  }
  if (compiled.size >= COMPILED_MAX) compiled.clear();
  compiled.set(pattern, re);
  return re;
}

/** Accents composed ("c" + cedilla → "ç"), so a pattern's "ç" matches however it was typed. */
const prepare = (text: string) => text.normalize('NFC');

/** The named groups a match found (undefined ones left out), trimmed. */
function foundGroups(match: RegExpExecArray): Record<string, string> {
  const groups: Record<string, string> = {};
  for (const [name, value] of Object.entries(match.groups ?? {})) {
    if (value !== undefined) groups[name] = value.trim();
  }
  return groups;
}

function exec(re: RegExp, text: string): RegExpExecArray | null {
  try {
    return re.exec(text);
  } catch {
    // e.g. a pattern that recurses too deeply: not a reading, never a crash.
    return null;
  }
}

/**
 * The first active template (of any operator, or only of `operator` when given) that matches
 * `text`, and what it read; null when none matches (there is no fallback). Invalid patterns are
 * skipped, never thrown.
 */
export function readSms(
  text: string,
  templates: readonly SmsTemplate[],
  operator?: PaymentMethod,
): SmsReading | null {
  if (!text.trim() || text.length > SMS_MAX_LENGTH) return null;
  const prepared = prepare(text);
  for (const template of templates) {
    if (!template.isActive || (operator && template.operator !== operator)) continue;
    const re = compile(template.pattern);
    const match = re && exec(re, prepared);
    if (!match) continue;
    const g = foundGroups(match);
    return {
      templateId: template.id,
      operator: template.operator,
      transactionId: g.transactionId ? readTransactionId(g.transactionId) : null,
      amount: g.amount ? parseSmsAmount(g.amount) : null,
      currency: g.currency ? parseCurrency(g.currency) : null,
      payerNumber: g.payer ? normalizeDrcPhone(g.payer) : null,
      date: g.date ? parseSmsDate(g.date) : null,
    };
  }
  return null;
}

export const smsPreviewMessages = {
  invalidPattern:
    "Ce modèle n'est pas une expression régulière valide : vérifiez les parenthèses, les crochets, les accolades et les caractères spéciaux (à précéder d'une barre oblique inverse \\)",
} as const;

/**
 * Tries a single pattern against a text for the admin's live preview: the named groups found
 * (null when the pattern does not match), or an error message in French when the pattern is not a
 * valid regular expression.
 */
export function previewTemplate(
  pattern: string,
  text: string,
): { ok: true; groups: Record<string, string> | null } | { ok: false; error: string } {
  const re = compile(pattern);
  if (!re) return { ok: false, error: smsPreviewMessages.invalidPattern };
  const match = exec(re, prepare(text));
  return { ok: true, groups: match ? foundGroups(match) : null };
}
