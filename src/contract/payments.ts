import { z } from 'zod';
import { idSchema, isoDateTime, pathId, paymentMethods, paymentStatuses } from './common.ts';
import { defineErrors, endpoint, endpointGroup } from './endpoint.ts';
import {
  PAYMENT_PHONE_MIN_LENGTH,
  paymentMessages,
  TRANSACTION_ID_MAX_LENGTH,
} from './payments-labels.ts';
import { normalizeDrcPhone, phoneMessages } from './phone.ts';

export * from './payments-labels.ts';

const m = paymentMessages;

/** The path of an uploaded image, the only thing a screenshot may be. */
export const proofImagePath =
  /^\/objects\/uploads\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|jpeg|png|webp)$/i;

/** An operator's transaction ID as it is stored and compared: trimmed, upper-cased. */
export const normalizeTransactionId = (id: string) => id.trim().toUpperCase();

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

/** POST /api/payment-requests. The amount is the course's price, never the client's. */
export const paymentRequestCreateSchema = z.object({
  courseId: idSchema,
  paymentMethod: z.enum(paymentMethods, { message: m.methodRequired }),
  phoneNumber: paymentPhoneSchema,
  /** Optional (spec 02 §5); empty means none. */
  transactionId: z
    .string()
    .max(TRANSACTION_ID_MAX_LENGTH, m.transactionTooLong)
    .transform((v) => (v.trim() ? normalizeTransactionId(v) : null))
    .nullable()
    .optional(),
  /** The screenshot of the operator's SMS: the path of the caller's uploaded image. */
  proofImage: z
    .string()
    .trim()
    .max(200, m.proofInvalid)
    .refine((v) => v === '' || proofImagePath.test(v), m.proofInvalid)
    .transform((v) => v || null)
    .nullable()
    .optional(),
});
export type PaymentRequestCreate = z.input<typeof paymentRequestCreateSchema>;

/** PATCH /api/instructor/payment-requests/{id}. */
export const paymentDecisionSchema = z.object({
  status: z.enum(['confirmed', 'rejected'], { message: m.statusInvalid }),
});
export type PaymentDecision = z.input<typeof paymentDecisionSchema>;

export const paymentRequestSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  userId: z.string(),
  /** FC. */
  amount: z.number().int(),
  paymentMethod: z.enum(paymentMethods),
  phoneNumber: z.string(),
  transactionId: z.string().nullable(),
  status: z.enum(paymentStatuses),
  proofImage: z.string().nullable(),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
});
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

/** The buyer's own requests (student dashboard), with the course they are for. */
export const myPaymentRequestSchema = paymentRequestSchema.extend({
  course: z.object({ id: z.string(), title: z.string() }),
});
export type MyPaymentRequest = z.input<typeof myPaymentRequestSchema>;

/** A row of the instructor's table (spec 02 §2), with who paid. */
export const coursePaymentRequestSchema = paymentRequestSchema.extend({
  user: z.object({ id: z.string(), name: z.string() }),
});
export type CoursePaymentRequest = z.input<typeof coursePaymentRequestSchema>;

export const paymentErrors = defineErrors({
  PAYMENT_REQUEST_NOT_FOUND: { status: 404, message: m.notFound },
  PAYMENT_FORBIDDEN: { status: 403, message: m.forbidden },
  PAYMENT_COURSE_FREE: { status: 409, message: m.courseFree },
  PAYMENT_ALREADY_ENROLLED: { status: 409, message: m.alreadyEnrolled },
  PAYMENT_ALREADY_CONFIRMED: { status: 409, message: m.alreadyConfirmed },
  PAYMENT_OWN_COURSE: { status: 403, message: m.ownCourse },
  PAYMENT_METHOD_UNAVAILABLE: { status: 400, message: m.methodUnavailable },
  PAYMENT_ALREADY_PENDING: { status: 409, message: m.alreadyPending },
  TRANSACTION_ID_USED: { status: 409, message: m.transactionUsed },
  PAYMENT_PROOF_INVALID: { status: 400, message: m.proofInvalid },
  PAYMENT_PROOF_NOT_YOURS: { status: 403, message: m.proofNotYours },
  PAYMENT_ALREADY_DECIDED: { status: 409, message: m.alreadyDecided },
});

const tag = 'Paiements';
const studentApi = endpointGroup({ tag, access: ['student'] });
const signedInApi = endpointGroup({ tag, access: 'signed-in' });
const managerApi = endpointGroup({
  tag,
  access: ['instructor', 'admin'],
  forbidden: 'PAYMENT_FORBIDDEN',
});
export const paymentEndpoints = {
  create: endpoint.post(studentApi, '/api/payment-requests', {
    summary: "Déclarer un paiement mobile money pour un cours (en attente de l'avis du formateur)",
    body: paymentRequestCreateSchema,
    responses: { 201: paymentRequestSchema },
    errors: [
      'COURSE_NOT_FOUND',
      'COURSE_NOT_OPEN',
      'PAYMENT_COURSE_FREE',
      'PAYMENT_ALREADY_ENROLLED',
      'PAYMENT_ALREADY_CONFIRMED',
      'PAYMENT_OWN_COURSE',
      'PAYMENT_METHOD_UNAVAILABLE',
      'PAYMENT_ALREADY_PENDING',
      'TRANSACTION_ID_USED',
      'PAYMENT_PROOF_INVALID',
      'PAYMENT_PROOF_NOT_YOURS',
    ],
  }),
  mine: endpoint.get(signedInApi, '/api/my-payment-requests', {
    summary: "Les demandes de paiement de l'utilisateur, avec leur cours et leur statut",
    responses: { 200: z.array(myPaymentRequestSchema) },
  }),
  ofCourse: endpoint.get(managerApi, '/api/instructor/payment-requests/{courseId}', {
    summary: "Les demandes de paiement d'un cours (son formateur ou un administrateur)",
    params: z.object({ courseId: pathId }),
    notFound: 'COURSE_NOT_FOUND',
    responses: { 200: z.array(coursePaymentRequestSchema) },
  }),
  decide: endpoint.patch(managerApi, '/api/instructor/payment-requests/{id}', {
    summary:
      "Confirmer (l'étudiant est inscrit au cours) ou rejeter une demande de paiement en attente",
    params: z.object({ id: pathId }),
    notFound: 'PAYMENT_REQUEST_NOT_FOUND',
    body: paymentDecisionSchema,
    responses: { 200: paymentRequestSchema },
    errors: ['PAYMENT_ALREADY_DECIDED'],
  }),
};
