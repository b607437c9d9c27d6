import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { courseLevels } from './courses-labels.ts';
import { idParams, idSchema, isoDateTime, paymentMethods, paymentStatuses } from './common.ts';
import { paymentMessages, paymentPhoneSchema, paymentRequestCreateSchema } from './payments.ts';
import { defineErrors, endpoint, endpointGroup } from './endpoint.ts';

/** Training bundles are sold to individuals or priced on quote for companies. */
export const bundleAudiences = ['individual', 'corporate'] as const;
/** The life of a company's quote request. */
export const quoteStatuses = ['pending', 'sent', 'accepted', 'rejected'] as const;

export const bundleMessages = {
  requiredTitle: 'Champs requis',
  required: 'Veuillez remplir tous les champs obligatoires',
  sent: 'Demande envoyée',
  sentDescription: 'Nous vous enverrons un devis rapidement',
  contactRequired: 'Le nom du contact est requis',
  phoneRequired: 'Le téléphone est requis',
  employeesMin: "Le nombre d'employés doit être au moins 1",
  tooLong: 'Ce texte est trop long',
  bundleNotFound: 'Pack non trouvé',
  enrolSignInTitle: 'Connexion requise',
  enrolSignIn: 'Veuillez vous connecter pour vous inscrire à un pack',
  paymentSent: 'Demande envoyée',
  paymentSentDescription:
    'Votre paiement est en attente de validation : vous serez inscrit à tous les cours du pack dès sa confirmation.',
  notForSale: 'Ce pack se vend sur devis : demandez un devis',
  pendingExists: 'Vous avez déjà une demande en attente pour ce pack',
  paymentNotFound: 'Paiement non trouvé',
  alreadyDecided: 'Ce paiement a déjà été confirmé ou rejeté',
  statusInvalid: 'Choisissez confirmé ou rejeté',
} as const;
const m = bundleMessages;

/** A course of a bundle, as the public list embeds it (spec 02 §3). */
const bundleCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Hours. */
  duration: z.number().nullable(),
  level: z.enum(courseLevels),
});

export const trainingBundleSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sector: z.string(),
  targetAudience: z.enum(bundleAudiences),
  /** FC; null for company bundles priced on quote. */
  estimatedPrice: z.number().int().nullable(),
  /** Hours. */
  duration: z.number().int().nullable(),
  thumbnail: z.string().nullable(),
  /** The platform's numbers for paying an individual bundle; a method is offered only if present. */
  mobileMoneyInfo: z
    .object({
      mpesa: z.string().optional(),
      airtel: z.string().optional(),
      orange: z.string().optional(),
    })
    .nullable(),
  /** Published courses only, in the bundle's order; a deleted course is never listed. */
  courses: z.array(bundleCourseSchema),
});
export type TrainingBundle = z.input<typeof trainingBundleSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.tooLong)
    .transform((v) => v || null)
    .nullable()
    .optional();

/** POST /api/quote-requests (spec 02 §3): contact name, email and phone required; employees ≥ 1. */
export const quoteRequestCreateSchema = z.object({
  bundleId: idSchema,
  contactName: z
    .string({ message: m.contactRequired })
    .trim()
    .min(1, m.contactRequired)
    .max(120, m.tooLong),
  companyName: optionalText(200),
  email: emailSchema,
  phone: z.string({ message: m.phoneRequired }).trim().min(1, m.phoneRequired).max(40, m.tooLong),
  numberOfEmployees: z
    .number({ message: m.employeesMin })
    .int(m.employeesMin)
    .min(1, m.employeesMin)
    .max(1_000_000, m.employeesMin)
    .nullable()
    .optional(),
  message: optionalText(4000),
});
export type QuoteRequestCreate = z.input<typeof quoteRequestCreateSchema>;

export const quoteRequestSchema = z.object({ id: z.string(), status: z.enum(quoteStatuses) });

/**
 * POST /api/bundle-payments: "S'inscrire au Pack" (docs/decisions/0006-bundle-enrolment.md), the
 * same mobile-money proof as a course payment.
 */
export const bundlePaymentCreateSchema = z.object({
  bundleId: idSchema,
  paymentMethod: z.enum(paymentMethods, { message: paymentMessages.methodRequired }),
  phoneNumber: paymentPhoneSchema,
  transactionId: paymentRequestCreateSchema.shape.transactionId,
  proofImage: paymentRequestCreateSchema.shape.proofImage,
});
export type BundlePaymentCreate = z.input<typeof bundlePaymentCreateSchema>;

export const bundlePaymentSchema = z.object({
  id: z.string(),
  bundleId: z.string(),
  bundleName: z.string(),
  /** FC. */
  amount: z.number().int(),
  paymentMethod: z.enum(paymentMethods),
  phoneNumber: z.string(),
  transactionId: z.string().nullable(),
  status: z.enum(paymentStatuses),
  createdAt: isoDateTime,
});
export type BundlePayment = z.input<typeof bundlePaymentSchema>;

export const bundlePaymentDecisionSchema = z.object({
  status: z.enum(['confirmed', 'rejected'], { message: m.statusInvalid }),
});

export const bundleErrors = defineErrors({
  BUNDLE_NOT_FOUND: { status: 404, message: m.bundleNotFound },
  BUNDLE_ON_QUOTE: { status: 409, message: m.notForSale },
  BUNDLE_PAYMENT_PENDING: { status: 409, message: m.pendingExists },
  BUNDLE_PAYMENT_NOT_FOUND: { status: 404, message: m.paymentNotFound },
  BUNDLE_PAYMENT_DECIDED: { status: 409, message: m.alreadyDecided },
});

const tag = 'Packs de formation';
const publicApi = endpointGroup({ tag, access: 'public' });
const signedInApi = endpointGroup({ tag, access: 'signed-in' });
const adminApi = endpointGroup({ tag, access: ['admin'] });
export const bundleEndpoints = {
  list: endpoint.get(publicApi, '/api/training-bundles', {
    summary: 'Les packs de formation, avec leurs cours publiés',
    responses: { 200: z.array(trainingBundleSchema) },
  }),
  requestQuote: endpoint.post(publicApi, '/api/quote-requests', {
    summary: "Demander un devis pour un pack d'entreprise",
    body: quoteRequestCreateSchema,
    responses: { 201: quoteRequestSchema },
    errors: ['BUNDLE_NOT_FOUND', 'TOO_MANY_REQUESTS'],
  }),
  pay: endpoint.post(signedInApi, '/api/bundle-payments', {
    summary: "S'inscrire à un pack : le payer par mobile money (en attente de validation)",
    body: bundlePaymentCreateSchema,
    responses: { 201: bundlePaymentSchema },
    errors: [
      'BUNDLE_NOT_FOUND',
      'BUNDLE_ON_QUOTE',
      'BUNDLE_PAYMENT_PENDING',
      'PAYMENT_METHOD_UNAVAILABLE',
      'TRANSACTION_ID_USED',
      'PAYMENT_PROOF_INVALID',
      'PAYMENT_PROOF_NOT_YOURS',
    ],
  }),
  myPayments: endpoint.get(signedInApi, '/api/bundle-payments/my', {
    summary: "Les paiements de packs de l'utilisateur, du plus récent au plus ancien",
    responses: { 200: z.array(bundlePaymentSchema) },
  }),
  decidePayment: endpoint.put(adminApi, '/api/admin/bundle-payments/{id}/status', {
    summary:
      'Confirmer (inscription à tous les cours du pack) ou rejeter un paiement de pack, une fois',
    params: idParams,
    notFound: 'BUNDLE_PAYMENT_NOT_FOUND',
    body: bundlePaymentDecisionSchema,
    responses: { 200: bundlePaymentSchema },
    errors: ['BUNDLE_PAYMENT_DECIDED'],
  }),
};
