import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { courseLevels } from './courses-labels.ts';
import { byId, idSchema, isoDateTime, paymentMethods, paymentStatuses } from './common.ts';
import { optionalTextSchema, wholeNumber } from './fields.ts';
import { MAX_PRICE_FC } from './currency.ts';
import {
  mobileMoneyNumbersInputSchema,
  mobileMoneyNumbersSchema,
  mobileMoneyProofShape,
} from './mobile-money.ts';
import { paymentDecision, paymentRequestErrors, reviewedPaymentShape } from './payments.ts';
import { defineErrors, endpoint, endpointGroups } from './endpoint.ts';
import { writeEndpoints } from './resource-endpoints.ts';
import { paymentPageQuerySchema } from './packages.ts';
import { pagedList, statusPageQuerySchema } from './paging.ts';

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
  // The admin's bundle form and quote follow-up (not in the spec).
  nameRequired: 'Le nom est requis',
  sectorRequired: 'Le secteur est requis',
  audienceInvalid: 'Choisissez le public : particuliers ou entreprises',
  coursesInvalid: 'Choisissez des cours publiés du catalogue',
  priceInvalid: 'Le prix doit être un nombre entier positif (FC)',
  durationInvalid: 'La durée doit être un nombre entier d’heures positif',
  thumbnailInvalid: "L'image doit être une adresse web (https://…)",
  quoteNotFound: 'Demande de devis non trouvée',
  quoteStatusInvalid: 'Statut de devis inconnu',
  quoteTransition:
    'Ce changement de statut est impossible : un devis en attente est envoyé, puis accepté ou refusé',
  quotePriceRequired: 'Le prix du devis est requis pour l’envoyer',
  quotePriceLocked: 'Le devis a déjà été envoyé : son prix ne peut plus changer',
  quoteStatusFilterInvalid: 'Statut inconnu',
} as const;
const m = bundleMessages;

/** The quote statuses as the admin reads them. */
export const quoteStatusLabels: Record<(typeof quoteStatuses)[number], string> = {
  pending: 'En attente',
  sent: 'Envoyé',
  accepted: 'Accepté',
  rejected: 'Refusé',
};
/** What a quote may become from each status: pending → sent → accepted or rejected. */
export const quoteTransitions: Record<
  (typeof quoteStatuses)[number],
  readonly (typeof quoteStatuses)[number][]
> = {
  pending: ['sent'],
  sent: ['accepted', 'rejected'],
  accepted: [],
  rejected: [],
};
export const bundleAudienceLabels: Record<(typeof bundleAudiences)[number], string> = {
  individual: 'Particuliers',
  corporate: 'Entreprises',
};

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
  mobileMoneyInfo: mobileMoneyNumbersSchema.nullable(),
  /** Published courses only, in the bundle's order; a deleted course is never listed. */
  courses: z.array(bundleCourseSchema),
});
export type TrainingBundle = z.input<typeof trainingBundleSchema>;

const optionalText = (max: number) => optionalTextSchema(max, m.tooLong);

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
  numberOfEmployees: wholeNumber(1, 1_000_000, m.employeesMin).nullable().optional(),
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
  ...mobileMoneyProofShape,
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

/** A bundle as the admin edits it: inactive ones included, every chosen course whatever its status. */
export const adminBundleSchema = trainingBundleSchema.extend({
  courseIds: z.array(z.string()),
  courses: z.array(bundleCourseSchema.extend({ published: z.boolean() })),
  isActive: z.boolean(),
  createdAt: isoDateTime,
});
export type AdminBundle = z.input<typeof adminBundleSchema>;

const optionalInt = (message: string) =>
  wholeNumber(0, MAX_PRICE_FC, message).nullable().optional();

/** POST /api/admin/training-bundles and PUT /api/admin/training-bundles/{id}: the whole bundle. */
export const bundleInputSchema = z.object({
  name: z.string({ message: m.nameRequired }).trim().min(1, m.nameRequired).max(200, m.tooLong),
  description: optionalText(4000),
  sector: z
    .string({ message: m.sectorRequired })
    .trim()
    .min(1, m.sectorRequired)
    .max(120, m.tooLong),
  targetAudience: z.enum(bundleAudiences, { message: m.audienceInvalid }),
  /** Published courses of the catalogue, in this order; no repeats. */
  courseIds: z
    .array(idSchema, { message: m.coursesInvalid })
    .max(100, m.coursesInvalid)
    .refine((ids) => new Set(ids).size === ids.length, m.coursesInvalid)
    .default([]),
  /** FC; null (or absent) for a bundle priced on quote. */
  estimatedPrice: optionalInt(m.priceInvalid),
  /** Hours; absent or null: the sum of the courses' durations. */
  duration: wholeNumber(0, 100_000, m.durationInvalid).nullable().optional(),
  thumbnail: z
    .string()
    .trim()
    .max(2000, m.tooLong)
    .refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), m.thumbnailInvalid)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  mobileMoneyInfo: mobileMoneyNumbersInputSchema,
  isActive: z.boolean().default(true),
});
export type BundleInput = z.input<typeof bundleInputSchema>;

/** A bundle payment as the admin reviews it: the payer and the proof. */
export const adminBundlePaymentSchema = bundlePaymentSchema.extend(reviewedPaymentShape);
export type AdminBundlePayment = z.input<typeof adminBundlePaymentSchema>;

/** A company's quote request as the admin follows it. */
export const adminQuoteRequestSchema = z.object({
  id: z.string(),
  bundleId: z.string(),
  bundleName: z.string(),
  contactName: z.string(),
  companyName: z.string().nullable(),
  email: z.string(),
  phone: z.string(),
  numberOfEmployees: z.number().int().nullable(),
  message: z.string().nullable(),
  status: z.enum(quoteStatuses),
  /** FC. */
  quotedPrice: z.number().int().nullable(),
  adminNotes: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AdminQuoteRequest = z.input<typeof adminQuoteRequestSchema>;

export const quotePageQuerySchema = statusPageQuerySchema(
  quoteStatuses,
  m.quoteStatusFilterInvalid,
);
export type QuotePageQuery = z.input<typeof quotePageQuerySchema>;

/**
 * PATCH /api/admin/quote-requests/{id}: a status change (pending → sent → accepted | rejected),
 * the quoted price (set while pending, required to send) and notes, each optional.
 */
export const quoteRequestUpdateSchema = z.object({
  status: z.enum(quoteStatuses, { message: m.quoteStatusInvalid }).optional(),
  quotedPrice: optionalInt(m.priceInvalid),
  adminNotes: optionalText(4000),
});
export type QuoteRequestUpdate = z.input<typeof quoteRequestUpdateSchema>;

export const bundleErrors = defineErrors({
  BUNDLE_NOT_FOUND: { status: 404, message: m.bundleNotFound },
  BUNDLE_COURSES_INVALID: { status: 400, message: m.coursesInvalid },
  QUOTE_REQUEST_NOT_FOUND: { status: 404, message: m.quoteNotFound },
  QUOTE_TRANSITION_INVALID: { status: 409, message: m.quoteTransition },
  QUOTE_PRICE_REQUIRED: { status: 400, message: m.quotePriceRequired },
  QUOTE_PRICE_LOCKED: { status: 409, message: m.quotePriceLocked },
  BUNDLE_ON_QUOTE: { status: 409, message: m.notForSale },
  BUNDLE_PAYMENT_NOT_FOUND: { status: 404, message: m.paymentNotFound },
});

const tag = 'Packs de formation';
const { publicApi, signedInApi, adminApi } = endpointGroups(tag);
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
    errors: ['BUNDLE_NOT_FOUND', 'BUNDLE_ON_QUOTE', ...paymentRequestErrors],
  }),
  myPayments: endpoint.get(signedInApi, '/api/bundle-payments/my', {
    summary: "Les paiements de packs de l'utilisateur, du plus récent au plus ancien",
    responses: { 200: z.array(bundlePaymentSchema) },
  }),
  adminList: endpoint.get(adminApi, '/api/admin/training-bundles', {
    summary: 'Tous les packs de formation, inactifs compris, avec leurs cours',
    responses: { 200: z.array(adminBundleSchema) },
  }),
  ...writeEndpoints(adminApi, '/api/admin/training-bundles', {
    input: bundleInputSchema,
    output: adminBundleSchema,
    notFound: 'BUNDLE_NOT_FOUND',
    create: 'Créer un pack de formation avec des cours publiés du catalogue',
    update: 'Modifier un pack de formation (isActive: false le retire de la vente)',
    errors: ['BUNDLE_COURSES_INVALID'],
  }),
  adminPayments: endpoint.get(adminApi, '/api/admin/bundle-payments', {
    summary: 'Les paiements de packs, du plus récent au plus ancien, par page',
    ...pagedList(paymentPageQuerySchema, adminBundlePaymentSchema),
  }),
  adminQuotes: endpoint.get(adminApi, '/api/admin/quote-requests', {
    summary: 'Les demandes de devis, de la plus récente à la plus ancienne, par page',
    ...pagedList(quotePageQuerySchema, adminQuoteRequestSchema),
  }),
  updateQuote: endpoint.patch(adminApi, '/api/admin/quote-requests/{id}', {
    summary:
      'Suivre une demande de devis : prix, notes, envoi (le demandeur reçoit un e-mail), acceptation ou refus',
    ...byId('QUOTE_REQUEST_NOT_FOUND'),
    body: quoteRequestUpdateSchema,
    responses: { 200: adminQuoteRequestSchema },
    errors: ['QUOTE_TRANSITION_INVALID', 'QUOTE_PRICE_REQUIRED', 'QUOTE_PRICE_LOCKED'],
  }),
  decidePayment: endpoint.put(adminApi, '/api/admin/bundle-payments/{id}/status', {
    summary:
      'Confirmer (inscription à tous les cours du pack) ou rejeter un paiement de pack, une fois',
    ...paymentDecision('BUNDLE_PAYMENT_NOT_FOUND', adminBundlePaymentSchema),
  }),
};
