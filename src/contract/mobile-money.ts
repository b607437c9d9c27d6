/**
 * What every mobile-money payment carries, whatever it pays for: the platform's numbers to pay
 * to, and the buyer's proof (docs/architecture.md « Paiements »).
 */
import { z } from 'zod';
import {
  PAYMENT_PHONE_MIN_LENGTH,
  paymentMessages,
  paymentMethods,
  SMS_TEXT_MAX_LENGTH,
  TRANSACTION_ID_MAX_LENGTH,
} from './payments-labels.ts';
import { normalizeDrcPhone, optionalDrcPhoneSchema, phoneMessages } from './phone.ts';
import { normalizeTransactionId, transactionIdPattern } from './transaction-id.ts';

const m = paymentMessages;

/** The numbers to pay to, per operator, as answered: a method is offered only if present. */
export const mobileMoneyNumbersSchema = z.object(
  Object.fromEntries(paymentMethods.map((k) => [k, z.string().optional()])) as Record<
    (typeof paymentMethods)[number],
    z.ZodOptional<z.ZodString>
  >,
);

/** The numbers as an admin or instructor sets them; an empty field removes the method. */
export const mobileMoneyNumbersInputSchema = z
  .object(
    Object.fromEntries(paymentMethods.map((k) => [k, optionalDrcPhoneSchema])) as Record<
      (typeof paymentMethods)[number],
      typeof optionalDrcPhoneSchema
    >,
  )
  .nullable()
  .optional();

/** The path of an uploaded image, the only thing a screenshot may be. */
export const proofImagePath =
  /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|jpeg|png|webp)$/i;

/** Spec 02 §5: at least 10 characters, then a DRC mobile number stored as "+243…". */
export const paymentPhoneSchema = z
  .string({ message: m.phoneRequired })
  .trim()
  .min(PAYMENT_PHONE_MIN_LENGTH, m.phoneRequired)
  .transform((text, ctx) => {
    const phone = normalizeDrcPhone(text);
    if (phone) return phone;
    ctx.addIssue({ code: 'custom', message: phoneMessages.invalid });
    return z.NEVER;
  });

/** The operator's transaction ID: optional (spec 02 §5), normalized, refused when malformed. */
export const transactionIdSchema = z
  .string()
  .max(TRANSACTION_ID_MAX_LENGTH, m.transactionTooLong)
  .transform((v, ctx) => {
    const id = normalizeTransactionId(v);
    if (!id) return null;
    if (transactionIdPattern.test(id)) return id;
    ctx.addIssue({ code: 'custom', message: m.transactionInvalid });
    return z.NEVER;
  })
  .nullable()
  .optional();

/** The screenshot of the operator's SMS: the path of the caller's uploaded image. */
export const proofImageSchema = z
  .string()
  .trim()
  .max(200, m.proofInvalid)
  .refine((v) => v === '' || proofImagePath.test(v), m.proofInvalid)
  .transform((v) => v || null)
  .nullable()
  .optional();

/** The operator's SMS pasted by the buyer (optional). */
export const smsTextSchema = z
  .string()
  .max(SMS_TEXT_MAX_LENGTH, m.smsTextTooLong)
  .transform((v) => v.trim() || null)
  .nullable()
  .optional();

/**
 * What every mobile-money payment carries, whatever it pays for (docs/architecture.md
 * « Paiements »): the method, the payer's number, and the optional transaction ID, screenshot
 * and pasted SMS.
 */
export const mobileMoneyProofShape = {
  paymentMethod: z.enum(paymentMethods, { message: m.methodRequired }),
  phoneNumber: paymentPhoneSchema,
  transactionId: transactionIdSchema,
  proofImage: proofImageSchema,
  smsText: smsTextSchema,
};
