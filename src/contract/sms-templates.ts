/**
 * The SMS templates that read the operators' SMS, edited by admins
 * (docs/decisions/0014-sms-matching.md). Their limits and French messages are in
 * receiving-phones-labels.ts; their error codes are declared with the receiving phones'
 * (receivingPhoneErrors in receiving-phones.ts).
 */
import { z } from 'zod';
import { byId, isoDateTime } from './common.ts';
import { endpoint, endpointGroup } from './endpoint.ts';
import { writeEndpoints } from './resource-endpoints.ts';
import { paymentMethods } from './payments-labels.ts';
import {
  SMS_PATTERN_MAX_LENGTH,
  SMS_SENDER_MAX_LENGTH,
  SMS_TEMPLATE_NAME_MAX_LENGTH,
  SMS_TEMPLATE_SENDERS_MAX,
  receivingPhoneMessages,
} from './receiving-phones-labels.ts';
import { SMS_MAX_LENGTH, previewTemplate } from './sms-reading.ts';

const m = receivingPhoneMessages;

const operator = z.enum(paymentMethods, { message: m.operatorRequired });

/** Does the pattern name a transactionId or amount group (an escaped "\(" does not count)? */
const readsIdOrAmount = (pattern: string) =>
  /(?:^|[^\\])(?:\\\\)*\(\?<(?:transactionId|amount)>/.test(pattern);

const pattern = z
  .string({ message: m.patternRequired })
  .min(1, m.patternRequired)
  .max(SMS_PATTERN_MAX_LENGTH, m.patternTooLong)
  .superRefine((source, ctx) => {
    const tried = previewTemplate(source, '');
    if (!tried.ok) ctx.addIssue({ code: 'custom', message: tried.error });
    else if (!readsIdOrAmount(source))
      ctx.addIssue({ code: 'custom', message: m.patternGroupMissing });
  });

/** POST and PUT /api/admin/sms-templates. */
export const smsTemplateInputSchema = z.object({
  operator,
  name: z
    .string({ message: m.templateNameRequired })
    .trim()
    .min(1, m.templateNameRequired)
    .max(SMS_TEMPLATE_NAME_MAX_LENGTH, m.templateNameTooLong),
  pattern,
  /**
   * The operator's sender names ("M-PESA"), as a list or the form's comma-separated text; SMS
   * from any other are "expéditeur inconnu".
   */
  senders: z
    .union(
      [
        z.string().max(SMS_TEMPLATE_SENDERS_MAX * (SMS_SENDER_MAX_LENGTH + 2), m.sendersTooMany),
        z.array(z.string({ message: m.senderInvalid }), { message: m.senderInvalid }),
      ],
      { message: m.senderInvalid },
    )
    .transform((v) =>
      (typeof v === 'string' ? v.split(',') : v).map((s) => s.trim()).filter((s) => s !== ''),
    )
    .pipe(
      z
        .array(z.string().max(SMS_SENDER_MAX_LENGTH, m.senderInvalid))
        .max(SMS_TEMPLATE_SENDERS_MAX, m.sendersTooMany),
    )
    .default([]),
  verified: z.boolean({ message: m.flagInvalid }).default(false),
  isActive: z.boolean({ message: m.flagInvalid }).default(true),
});
export type SmsTemplateInput = z.input<typeof smsTemplateInputSchema>;

export const smsTemplateSchema = z.object({
  id: z.string(),
  operator: z.enum(paymentMethods),
  name: z.string(),
  pattern: z.string(),
  senders: z.array(z.string()),
  verified: z.boolean(),
  isActive: z.boolean(),
  /** Shipped with Kelasi: cannot be deleted, only deactivated. */
  isDefault: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type SmsTemplateRow = z.input<typeof smsTemplateSchema>;

/** POST /api/admin/sms-templates/preview: a pattern tried on a sample SMS. */
export const smsTemplatePreviewSchema = z.object({
  pattern: z
    .string({ message: m.patternRequired })
    .min(1, m.patternRequired)
    .max(SMS_PATTERN_MAX_LENGTH, m.patternTooLong),
  text: z.string({ message: m.smsTextRequired }).max(SMS_MAX_LENGTH, m.previewTextTooLong),
  sender: z.string({ message: m.smsSenderRequired }).max(SMS_SENDER_MAX_LENGTH).optional(),
  /** The operator the values are read for, and the sender checked against. */
  operator: operator.optional(),
});
export type SmsTemplatePreview = z.input<typeof smsTemplatePreviewSchema>;

export const smsTemplatePreviewAnswerSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    /** The named groups found, as written in the SMS; null when the pattern does not match. */
    groups: z.record(z.string(), z.string()).nullable(),
    /** What would be stored from them; null when the pattern does not match. */
    reading: z
      .object({
        transactionId: z.string().nullable(),
        amount: z.number().nullable(),
        currency: z.enum(['CDF', 'USD']).nullable(),
        payerNumber: z.string().nullable(),
        date: z.string().nullable(),
      })
      .nullable(),
    /** Whether `sender` is one of the operator's active sender names; null without both. */
    senderKnown: z.boolean().nullable(),
  }),
  z.object({ ok: z.literal(false), error: z.string() }),
]);
export type SmsTemplatePreviewAnswer = z.input<typeof smsTemplatePreviewAnswerSchema>;

const templatesApi = endpointGroup({ tag: 'Modèles de SMS', access: ['admin'] });

export const smsTemplateEndpoints = {
  list: endpoint.get(templatesApi, '/api/admin/sms-templates', {
    summary: 'Les modèles de SMS, par opérateur',
    responses: { 200: z.array(smsTemplateSchema) },
  }),
  ...writeEndpoints(templatesApi, '/api/admin/sms-templates', {
    input: smsTemplateInputSchema,
    output: smsTemplateSchema,
    notFound: 'SMS_TEMPLATE_NOT_FOUND',
    create: 'Ajouter un modèle de SMS',
    update: 'Modifier un modèle de SMS',
  }),
  remove: endpoint.delete(templatesApi, '/api/admin/sms-templates/{id}', {
    summary: 'Supprimer un modèle ajouté (ceux fournis avec Kelasi se désactivent seulement)',
    ...byId('SMS_TEMPLATE_NOT_FOUND'),
    responses: { 204: null },
    errors: ['SMS_TEMPLATE_DEFAULT'],
  }),
  preview: endpoint.post(templatesApi, '/api/admin/sms-templates/preview', {
    summary: "Essayer un modèle sur un exemple de SMS : ce qu'il en lit",
    body: smsTemplatePreviewSchema,
    responses: { 200: smsTemplatePreviewAnswerSchema },
  }),
};
