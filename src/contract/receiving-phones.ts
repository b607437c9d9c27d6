/**
 * Receiving phones (the numbers buyers pay to) and the inbox their forwarding app posts each SMS to
 * (docs/decisions/0014-sms-matching.md). The SMS templates that read them are in sms-templates.ts;
 * their error codes are declared here with the phones'.
 */
import { z } from 'zod';
import { byId, isoDateTime } from './common.ts';
import { defineErrors, endpoint, endpointGroup } from './endpoint.ts';
import { pagedList, pageQuerySchema } from './paging.ts';
import { paymentMethods } from './payments-labels.ts';
import { drcPhoneSchema } from './phone.ts';
import {
  SMS_SENDER_MAX_LENGTH,
  receivingPhoneMessages,
  smsInboxSenderFields,
  smsInboxTextFields,
  smsInboxTimeFields,
} from './receiving-phones-labels.ts';
import { SMS_MAX_LENGTH } from './sms-reading.ts';

export * from './receiving-phones-labels.ts';

const m = receivingPhoneMessages;

const operator = z.enum(paymentMethods, { message: m.operatorRequired });

// ---------------------------------------------------------------------------
// Phones
// ---------------------------------------------------------------------------

/** POST /api/receiving-phones. */
export const receivingPhoneCreateSchema = z.object({
  operator,
  phoneNumber: drcPhoneSchema,
  autoConfirm: z.boolean({ message: m.autoConfirmInvalid }).default(false),
});
export type ReceivingPhoneCreate = z.input<typeof receivingPhoneCreateSchema>;

/** PATCH /api/receiving-phones/{id}: the mode, "Confirmation automatique" or "Revue". */
export const receivingPhoneUpdateSchema = z.object({
  autoConfirm: z.boolean({ message: m.autoConfirmInvalid }),
});
export type ReceivingPhoneUpdate = z.input<typeof receivingPhoneUpdateSchema>;

/** A phone in its owner's list: never its forwarding address. */
export const receivingPhoneSchema = z.object({
  id: z.string(),
  operator: z.enum(paymentMethods),
  /** "+243XXXXXXXXX". */
  phoneNumber: z.string(),
  autoConfirm: z.boolean(),
  createdAt: isoDateTime,
  /** When the last SMS forwarded by this phone reached Kelasi; null before the first. */
  lastSmsAt: isoDateTime.nullable(),
  /** Its SMS attached to no payment. */
  unreadCount: z.number().int(),
});
export type ReceivingPhone = z.input<typeof receivingPhoneSchema>;

/** The forwarding address, shown once: the secret in it is stored only as a hash. */
export const forwardingAddressSchema = z.object({ forwardingUrl: z.string() });
export type ForwardingAddress = z.input<typeof forwardingAddressSchema>;

/** What registering a phone answers: the phone and, once, its forwarding address. */
export const receivingPhoneCreatedSchema = z.object({
  id: z.string(),
  operator: z.enum(paymentMethods),
  phoneNumber: z.string(),
  autoConfirm: z.boolean(),
  forwardingUrl: z.string(),
});
export type ReceivingPhoneCreated = z.input<typeof receivingPhoneCreatedSchema>;

/** An SMS as forwarded, and what the templates read from it when it arrived. */
export const receivedSmsSchema = z.object({
  id: z.string(),
  sender: z.string(),
  body: z.string(),
  /** When the phone says it received it (else when it reached Kelasi). */
  receivedAt: isoDateTime,
  createdAt: isoDateTime,
  /** False: not one of the operator's sender names ("expéditeur inconnu"). */
  senderKnown: z.boolean(),
  templateId: z.string().nullable(),
  transactionId: z.string().nullable(),
  /** Whole FC; null when not read or not in FC. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  payerNumber: z.string().nullable(),
  /** The payment this SMS confirmed or was attached to; null when none ("Non associé"). */
  paymentId: z.string().nullable(),
});
export type ReceivedSms = z.input<typeof receivedSmsSchema>;

/** GET /api/receiving-phones/{id}/sms?page=&pageSize=&unmatched=true */
export const receivedSmsQuerySchema = pageQuerySchema.extend({
  unmatched: z
    .enum(['true', 'false'], { message: m.unmatchedInvalid })
    .optional()
    .transform((v) => v === 'true'),
});
export type ReceivedSmsQuery = z.input<typeof receivedSmsQuerySchema>;

// ---------------------------------------------------------------------------
// The inbox
// ---------------------------------------------------------------------------

/** The secret of a forwarding address (anything else is a wrong address: 401, not 404). */
export const smsInboxParams = z.object({ secret: z.string() });

const YEAR_MIN = 2000;
const YEAR_MAX = 2100;
/** Below this a stamp counts seconds (until the year 5138), above it milliseconds. */
const SECONDS_STAMP_MAX = 1e11;

/**
 * The time an app gives: an ISO 8601 date, or an epoch stamp in milliseconds or seconds (number
 * or digits). Null when it is none of them, or outside 2000–2100.
 */
export function parseSmsTime(value: string | number): Date | null {
  let ms: number;
  const text = typeof value === 'string' ? value.trim() : '';
  if (typeof value === 'number' || /^\d{1,17}(?:\.\d{1,6})?$/.test(text)) {
    const stamp = Number(value);
    if (!Number.isFinite(stamp) || stamp < 0) return null;
    ms = stamp < SECONDS_STAMP_MAX ? stamp * 1000 : stamp;
  } else {
    if (text.length > 40 || !/^\d{4}-\d{2}-\d{2}(?:[T ]|$)/.test(text)) return null;
    ms = Date.parse(text);
  }
  if (!Number.isFinite(ms)) return null;
  const date = new Date(Math.round(ms));
  const year = date.getUTCFullYear();
  return year >= YEAR_MIN && year <= YEAR_MAX ? date : null;
}

const smsField = z
  .union([z.string(), z.number()], { message: m.smsFieldInvalid })
  .nullish()
  .transform((v) => (v === null || v === undefined ? undefined : String(v)));
const smsTimeField = z.union([z.string(), z.number()], { message: m.smsTimeInvalid }).nullish();

const first = <K extends string>(raw: Partial<Record<K, string>>, keys: readonly K[]) =>
  keys.map((k) => raw[k]).find((v) => v !== undefined && v.trim() !== '');

/**
 * POST /api/sms-inbox/{secret}: the JSON (or form) shapes Android SMS-forwarding apps send, read
 * as one sender, one text and one time (null: none given, the server takes its own clock).
 * Unknown fields (sim, messageType…) are ignored.
 */
export const smsInboxBodySchema = z
  .object(
    {
      from: smsField,
      sender: smsField,
      phone: smsField,
      number: smsField,
      address: smsField,
      originatingAddress: smsField,
      text: smsField,
      message: smsField,
      body: smsField,
      content: smsField,
      msg: smsField,
      receivedAt: smsTimeField,
      sentStamp: smsTimeField,
      receivedStamp: smsTimeField,
      timestamp: smsTimeField,
      time: smsTimeField,
      date: smsTimeField,
    } satisfies Record<
      | (typeof smsInboxSenderFields)[number]
      | (typeof smsInboxTextFields)[number]
      | (typeof smsInboxTimeFields)[number],
      z.ZodType
    >,
    { message: m.smsBodyInvalid },
  )
  .transform((raw, ctx) => {
    const sender = first(raw, smsInboxSenderFields)?.trim();
    const text = first(raw, smsInboxTextFields);
    const time = smsInboxTimeFields
      .map((k) => raw[k])
      .find((v) => v !== null && v !== undefined && String(v).trim() !== '');
    const fail = (path: string, message: string) => {
      ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    };
    if (!sender) return fail('from', m.smsSenderRequired);
    if (sender.length > SMS_SENDER_MAX_LENGTH) return fail('from', m.smsSenderTooLong);
    if (!text) return fail('text', m.smsTextRequired);
    if (text.length > SMS_MAX_LENGTH) return fail('text', m.smsTextTooLong);
    const receivedAt = time === undefined || time === null ? null : parseSmsTime(time);
    if (time !== undefined && time !== null && !receivedAt)
      return fail('receivedAt', m.smsTimeInvalid);
    return { sender, text, receivedAt };
  });
export type SmsInboxBody = z.input<typeof smsInboxBodySchema>;

export const smsInboxAnswerSchema = z.object({
  id: z.string(),
  /** True when this very SMS had already been received: it is stored once. */
  duplicate: z.boolean(),
});

// ---------------------------------------------------------------------------
// Errors (the SMS templates' included) and endpoints
// ---------------------------------------------------------------------------

export const receivingPhoneErrors = defineErrors({
  RECEIVING_PHONE_NOT_FOUND: { status: 404, message: m.notFound },
  RECEIVING_PHONE_EXISTS: { status: 409, message: m.duplicate },
  SMS_INBOX_UNKNOWN: { status: 401, message: m.inboxInvalid },
  SMS_INBOX_LIMIT: { status: 429, message: m.inboxLimit },
  SMS_TEMPLATE_NOT_FOUND: { status: 404, message: m.templateNotFound },
  SMS_TEMPLATE_DEFAULT: { status: 409, message: m.templateDefault },
});

const phonesApi = endpointGroup({
  tag: 'Téléphones de réception',
  access: ['instructor', 'admin'],
});
const inboxApi = endpointGroup({ tag: 'Téléphones de réception', access: 'public' });
/** A phone of the caller's (someone else's, even for an admin, is a 404). */
const aPhone = byId('RECEIVING_PHONE_NOT_FOUND');

export const receivingPhoneEndpoints = {
  list: endpoint.get(phonesApi, '/api/receiving-phones', {
    summary: "Les téléphones de réception de l'utilisateur (sans leur adresse de transfert)",
    responses: { 200: z.array(receivingPhoneSchema) },
  }),
  create: endpoint.post(phonesApi, '/api/receiving-phones', {
    summary:
      'Enregistrer un téléphone de réception : son adresse de transfert est montrée une fois',
    body: receivingPhoneCreateSchema,
    responses: { 201: receivingPhoneCreatedSchema },
    errors: ['RECEIVING_PHONE_EXISTS'],
  }),
  update: endpoint.patch(phonesApi, '/api/receiving-phones/{id}', {
    summary: 'Passer un téléphone en confirmation automatique ou en revue',
    ...aPhone,
    body: receivingPhoneUpdateSchema,
    responses: { 200: receivingPhoneSchema },
  }),
  rotate: endpoint.post(phonesApi, '/api/receiving-phones/{id}/rotate', {
    summary: "Créer une nouvelle adresse de transfert : l'ancienne cesse de fonctionner",
    ...aPhone,
    responses: { 200: forwardingAddressSchema },
  }),
  revoke: endpoint.delete(phonesApi, '/api/receiving-phones/{id}', {
    summary: 'Révoquer un téléphone (ses SMS sont conservés)',
    ...aPhone,
    responses: { 204: null },
  }),
  sms: endpoint.get(phonesApi, '/api/receiving-phones/{id}/sms', {
    summary: "Les SMS reçus par un téléphone, les plus récents d'abord, et ce qui en a été lu",
    ...aPhone,
    ...pagedList(receivedSmsQuerySchema, receivedSmsSchema),
  }),
  inbox: endpoint.post(inboxApi, '/api/sms-inbox/{secret}', {
    summary:
      "Recevoir un SMS transféré par l'application du téléphone (JSON ou formulaire ; adresse secrète)",
    params: smsInboxParams,
    body: smsInboxBodySchema,
    responses: { 202: smsInboxAnswerSchema },
    errors: ['SMS_INBOX_UNKNOWN', 'SMS_INBOX_LIMIT', 'NOT_FOUND'],
  }),
};
