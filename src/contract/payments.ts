import { z } from 'zod';
import { byId, idSchema, isoDateTime, pathId, paymentMethods, paymentStatuses } from './common.ts';
import { decisionVias, paymentKinds, paymentMessages } from './payments-labels.ts';
import { defineErrors, endpoint, endpointGroup, endpointGroups } from './endpoint.ts';
import { mobileMoneyProofShape } from './mobile-money.ts';

export * from './payments-labels.ts';

const m = paymentMessages;

export { normalizeTransactionId, transactionIdPattern } from './transaction-id.ts';
export * from './mobile-money.ts';

/** POST /api/payment-requests. The amount is the course's price, never the client's. */
export const paymentRequestCreateSchema = z.object({
  courseId: idSchema,
  ...mobileMoneyProofShape,
});
export type PaymentRequestCreate = z.input<typeof paymentRequestCreateSchema>;

/** Every decision on a payment, whatever its kind and whoever decides. */
export const paymentDecisionSchema = z.object({
  status: z.enum(['confirmed', 'rejected'], { message: m.statusInvalid }),
  /** Told to the buyer with a rejection. */
  reason: z
    .string()
    .trim()
    .max(500, m.reasonTooLong)
    .transform((v) => v || null)
    .nullable()
    .optional(),
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

/** An operator SMS as a decider sees it beside a payment. */
export const receivedSmsSchema = z.object({
  id: z.string(),
  sender: z.string(),
  body: z.string(),
  receivedAt: isoDateTime,
  /** False: not from the operator's sender names ("expéditeur inconnu"), never matched alone. */
  senderKnown: z.boolean(),
  transactionId: z.string().nullable(),
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  payerNumber: z.string().nullable(),
});
export type ReceivedSms = z.input<typeof receivedSmsSchema>;

/**
 * What whoever decides a payment sees of it, for every kind: the SMS the buyer pasted, how it
 * was decided, and the operator's SMS that matches it (attached, or carrying its transaction ID
 * on the receiving phone), or null: "aucun SMS reçu".
 */
export const paymentReviewShape = {
  smsText: z.string().nullable(),
  decidedVia: z.enum(decisionVias).nullable(),
  sms: receivedSmsSchema.nullable(),
};

/**
 * What an admin reviews of a payment beside its kind's own fields: the buyer, the screenshot,
 * the decision's date, and the review shape above.
 */
export const reviewedPaymentShape = {
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  proofImage: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
  ...paymentReviewShape,
};

/** A row of the instructor's table (spec 02 §2), with who paid. */
export const coursePaymentRequestSchema = paymentRequestSchema.extend({
  user: z.object({ id: z.string(), name: z.string() }),
  ...paymentReviewShape,
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
  PAYMENT_NOT_FOUND: { status: 404, message: m.notFound },
  PAYMENT_OWN_DECISION: { status: 403, message: m.ownDecision },
  PAYMENT_NOT_AUTOMATIC: { status: 409, message: m.notAutomatic },
  SMS_NOT_FOUND: { status: 404, message: m.smsNotFound },
  SMS_ALREADY_ATTACHED: { status: 409, message: m.smsAlreadyAttached },
});

/**
 * What every kind's payment request may fail with beyond its own codes: the payment flow checks
 * the proof alike for all (docs/architecture.md « Paiements »), so the document says it alike.
 */
export const paymentRequestErrors = [
  'PAYMENT_METHOD_UNAVAILABLE',
  'PAYMENT_ALREADY_PENDING',
  'TRANSACTION_ID_USED',
  'PAYMENT_PROOF_INVALID',
  'PAYMENT_PROOF_NOT_YOURS',
] as const;

/** What every decision on one payment may fail with, whatever its kind and whoever decides. */
export const paymentDecisionErrors = ['PAYMENT_ALREADY_DECIDED', 'PAYMENT_OWN_DECISION'] as const;

/** The input of every endpoint deciding one payment: which one (its kind's 404) and the decision. */
export const paymentDecisionInput = <const N extends string>(notFound: N) => ({
  ...byId(notFound),
  body: paymentDecisionSchema,
});

/**
 * Every endpoint deciding one payment, whatever its kind: the input above, the decided row its
 * kind answers, and the failures every decision shares before the kind's own `errors`.
 */
export const paymentDecision = <const N extends string, R extends z.ZodType>(
  notFound: N,
  response: R,
  errors: readonly string[] = [],
) => ({
  ...paymentDecisionInput(notFound),
  responses: { 200: response },
  errors: [...paymentDecisionErrors, ...errors],
});

/** Any payment of the buyer's, whatever it paid for ("Mes paiements"). */
export const myPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(paymentKinds),
  itemId: z.string(),
  /** The course, package, plan, bundle or class paid for; null when it is gone. */
  itemTitle: z.string().nullable(),
  /** FC. */
  amount: z.number().int(),
  currency: z.string(),
  paymentMethod: z.enum(paymentMethods),
  transactionId: z.string().nullable(),
  status: z.enum(paymentStatuses),
  decidedVia: z.enum(decisionVias).nullable(),
  createdAt: isoDateTime,
  decidedAt: isoDateTime.nullable(),
});
export type MyPayment = z.input<typeof myPaymentSchema>;

/** What a decision answers, whatever the kind. */
export const decidedPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(paymentKinds),
  status: z.enum(paymentStatuses),
  decidedVia: z.enum(decisionVias).nullable(),
  decidedAt: isoDateTime.nullable(),
});
export type DecidedPayment = z.input<typeof decidedPaymentSchema>;

/** A payment waiting for the caller's decision (to attach an SMS to it by hand). */
export const pendingPaymentSchema = z.object({
  id: z.string(),
  kind: z.enum(paymentKinds),
  itemTitle: z.string().nullable(),
  buyerName: z.string(),
  /** FC. */
  amount: z.number().int(),
  paymentMethod: z.enum(paymentMethods),
  phoneNumber: z.string(),
  transactionId: z.string().nullable(),
  createdAt: isoDateTime,
});
export type PendingPayment = z.input<typeof pendingPaymentSchema>;

/** How many payments wait for the caller's decision, per kind. */
export const pendingPaymentCountsSchema = z.object(
  Object.fromEntries(paymentKinds.map((k) => [k, z.number().int()])) as Record<
    (typeof paymentKinds)[number],
    z.ZodNumber
  >,
);
export type PendingPaymentCounts = z.input<typeof pendingPaymentCountsSchema>;

const tag = 'Paiements';
const studentApi = endpointGroup({ tag, access: ['student'] });
const { signedInApi } = endpointGroups(tag);
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
      ...paymentRequestErrors,
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
    ...paymentDecision('PAYMENT_REQUEST_NOT_FOUND', paymentRequestSchema),
  }),
  // Every kind alike (docs/decisions/0013-one-payments-module.md).
  myPayments: endpoint.get(signedInApi, '/api/my-payments', {
    summary: "Tous les paiements de l'utilisateur (cours, packages, abonnements, packs, classes)",
    responses: { 200: z.array(myPaymentSchema) },
  }),
  pending: endpoint.get(managerApi, '/api/payments/pending', {
    summary:
      "Les paiements en attente de la décision de l'appelant, sans SMS associé (les 50 plus récents)",
    responses: { 200: z.array(pendingPaymentSchema) },
  }),
  pendingCounts: endpoint.get(managerApi, '/api/payments/pending-counts', {
    summary: "Le nombre de paiements en attente de la décision de l'appelant, par type",
    responses: { 200: pendingPaymentCountsSchema },
  }),
  decideAny: endpoint.put(managerApi, '/api/payments/{id}/decision', {
    summary:
      "Confirmer ou rejeter un paiement en attente, quel qu'il soit (son formateur ou un administrateur)",
    ...paymentDecision('PAYMENT_NOT_FOUND', decidedPaymentSchema, ['SUBSCRIPTION_OTHER_ACTIVE']),
  }),
  attachSms: endpoint.put(managerApi, '/api/payments/{id}/sms', {
    summary:
      "Associer à un paiement en attente un SMS reçu par l'un de ses téléphones de réception",
    params: z.object({ id: pathId }),
    notFound: 'PAYMENT_NOT_FOUND',
    body: z.object({ smsId: idSchema }),
    responses: { 200: decidedPaymentSchema },
    errors: ['PAYMENT_ALREADY_DECIDED', 'SMS_NOT_FOUND', 'SMS_ALREADY_ATTACHED'],
  }),
  reverse: endpoint.post(
    endpointGroup({ tag, access: ['admin'] }),
    '/api/admin/payments/{id}/reverse',
    {
      summary: 'Annuler une confirmation automatique (par SMS) : le paiement redevient en attente',
      params: z.object({ id: pathId }),
      notFound: 'PAYMENT_NOT_FOUND',
      responses: { 200: decidedPaymentSchema },
      errors: ['PAYMENT_NOT_AUTOMATIC'],
    },
  ),
};
