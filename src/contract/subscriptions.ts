import { z } from 'zod';
import { certificationTypes } from './certifications.ts';
import { byId, idSchema, isoDateTime, paymentMethods, paymentStatuses } from './common.ts';
import { wholeNumber } from './fields.ts';
import { MAX_CDF_PER_USD, MAX_PRICE_USD } from './currency.ts';
import { defineErrors, endpoint, endpointGroups } from './endpoint.ts';
import { pagedList, statusPageQuerySchema } from './paging.ts';
import {
  mobileMoneyNumbersInputSchema,
  mobileMoneyNumbersSchema,
  mobileMoneyProofShape,
} from './mobile-money.ts';
import { paymentDecision, paymentRequestErrors, reviewedPaymentShape } from './payments.ts';
import { adminDecisionMessages } from './payments-labels.ts';
import { drcPhoneSchema } from './phone.ts';
import { writeEndpoints } from './resource-endpoints.ts';

/** Who a subscription plan is for. */
export const planTypes = ['student', 'instructor'] as const;
export type PlanType = (typeof planTypes)[number];
export const planTypeLabels: Record<PlanType, string> = {
  student: 'Étudiant',
  instructor: 'Formateur',
};
/** How long a paid subscription period lasts. */
export const subscriptionDurations = ['monthly', 'yearly'] as const;
export type SubscriptionDuration = (typeof subscriptionDurations)[number];

/**
 * Where a subscription stands (spec 02 §4): confirmed and not past its end date is active,
 * confirmed and past it expired.
 */
export const subscriptionStates = ['active', 'expired', 'pending', 'rejected'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];
export const subscriptionStateLabels: Record<SubscriptionState, string> = {
  active: 'Actif',
  expired: 'Expiré',
  pending: 'En attente',
  rejected: 'Rejeté',
};

export const subscriptionMessages = {
  fillAll: 'Veuillez remplir tous les champs',
  sent: 'Demande envoyée',
  sentDescription: 'Votre demande d’abonnement est en attente de validation',
  failed: "Une erreur s'est produite lors de l'envoi de votre demande",
  signInTitle: 'Connexion requise',
  signIn: 'Veuillez vous connecter pour souscrire à un abonnement',
  planNotFound: 'Plan non trouvé',
  alreadySubscribed: 'Vous avez déjà un abonnement actif ou une demande en attente',
  notFound: 'Abonnement non trouvé',
  alreadyDecided: 'Cet abonnement a déjà été confirmé ou rejeté',
  otherActive: 'Cet utilisateur a déjà un abonnement actif',
  statusInvalid: 'Choisissez confirmé ou rejeté',
  durationInvalid: 'Choisissez une durée : mensuelle ou annuelle',
  methodInvalid: 'Sélectionnez un moyen de paiement',
} as const;
const m = subscriptionMessages;

/** A plan as the public page shows it: $ prices, and the FC amounts at the platform's rate. */
export const publicPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(planTypes),
  /** US dollars. */
  monthlyPrice: z.number(),
  yearlyPrice: z.number(),
  /** FC at the platform's rate. */
  monthlyPriceCdf: z.number().int(),
  yearlyPriceCdf: z.number().int(),
  /** Null: unlimited. */
  courseLimit: z.number().int().nullable(),
  features: z.array(z.string()),
  hasCertification: z.boolean(),
  certificationType: z.enum(certificationTypes).nullable(),
  hasInternship: z.boolean(),
  /** Percent kept by the platform (instructor plans). */
  commissionRate: z.number().nullable(),
  /** The platform's numbers to pay this plan to; a method is offered only if present. */
  mobileMoneyInfo: mobileMoneyNumbersSchema.nullable(),
});
export type PublicPlan = z.input<typeof publicPlanSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  status: z.enum(paymentStatuses),
  state: z.enum(subscriptionStates),
  duration: z.enum(subscriptionDurations),
  /** US dollars, and the FC amount asked at the rate of the day of the request. */
  amountPaid: z.number(),
  amountAskedCdf: z.number().int().nullable(),
  startDate: isoDateTime.nullable(),
  endDate: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Subscription = z.input<typeof subscriptionSchema>;

/** GET /api/my-subscription: isActive is false when there is none. */
export const mySubscriptionSchema = z.object({
  isActive: z.boolean(),
  subscription: subscriptionSchema.nullable(),
});
export type MySubscription = z.input<typeof mySubscriptionSchema>;

/**
 * POST /api/subscriptions (spec 02 §5: planId, duration, paymentMethod, phoneNumber), with the
 * mobile-money proof every payment carries (docs/architecture.md « Paiements »): optional
 * transaction ID and screenshot.
 */
export const subscriptionRequestSchema = z.object({
  planId: idSchema,
  duration: z.enum(subscriptionDurations, { message: m.durationInvalid }).default('monthly'),
  paymentMethod: z.enum(paymentMethods, { message: m.methodInvalid }).default('mpesa'),
  phoneNumber: drcPhoneSchema,
  transactionId: mobileMoneyProofShape.transactionId,
  proofImage: mobileMoneyProofShape.proofImage,
  smsText: mobileMoneyProofShape.smsText,
});
export type SubscriptionRequest = z.input<typeof subscriptionRequestSchema>;

/** The admin's subscriptions subtab (spec 02 §2 "Subscriptions subtab", §8 "Admin"). */
export const adminSubscriptionMessages = {
  unknownPlan: 'Plan inconnu',
  ...adminDecisionMessages,
  statusFilterInvalid: 'Choisissez un statut : en attente, confirmé ou rejeté',
} as const;

/** A subscription as the admin sees it: the buyer, and the mobile-money proof to check. */
export const adminSubscriptionSchema = subscriptionSchema.extend({
  /** Null when the plan is gone (the spec's "Plan inconnu"). */
  planName: z.string().nullable(),
  paymentMethod: z.enum(paymentMethods),
  phoneNumber: z.string(),
  transactionId: z.string().nullable(),
  ...reviewedPaymentShape,
});
export type AdminSubscription = z.input<typeof adminSubscriptionSchema>;

/** GET /api/admin/subscriptions: one page, pending first then newest; optional status filter. */
export const adminSubscriptionListQuerySchema = statusPageQuerySchema(
  paymentStatuses,
  adminSubscriptionMessages.statusFilterInvalid,
);
export type AdminSubscriptionListQuery = z.input<typeof adminSubscriptionListQuerySchema>;

/** Spec 02 §5 "Subscription plan", §8 "Admin", and the plans subtab's texts. */
export const planMessages = {
  nameRequired: 'Le nom est requis',
  descriptionRequired: 'La description est requise',
  pricePositive: 'Le prix doit être positif',
  featuresRequired: 'Les fonctionnalités sont requises',
  // Not in the spec: the server's further rules.
  priceTooHigh: 'Le prix ne peut pas dépasser 10 000 $',
  tooLong: 'Ce texte est trop long',
  tooManyFeatures: 'Trente fonctionnalités au plus',
  typeInvalid: 'Choisissez un type : étudiant ou formateur',
  courseLimitInvalid: 'La limite de cours doit être un nombre entier positif',
  commissionInvalid: 'La commission doit être comprise entre 0 et 100',
  certificationTypeInvalid: 'Choisissez une certification nationale ou internationale',
  // The dialog and the cards.
  newTitle: "Nouveau plan d'abonnement",
  editTitle: 'Modifier le plan',
  inactive: 'Inactif',
  active: 'Plan actif',
  saveFailed: 'Impossible de sauvegarder le plan',
  deleteFailed: 'Impossible de supprimer le plan',
  deleteConfirm: 'Êtes-vous sûr de vouloir supprimer ce plan ?',
  created: 'Plan créé',
  updated: 'Plan mis à jour',
  deleted: 'Plan supprimé',
  deactivated: 'Plan désactivé',
  deactivatedDescription:
    'Des abonnements utilisent ce plan : il a été désactivé au lieu d’être supprimé.',
} as const;
const pm = planMessages;

const price = z
  .number({ message: pm.pricePositive })
  .min(0, pm.pricePositive)
  .max(MAX_PRICE_USD, pm.priceTooHigh);
/** An empty choice or box ('' or null) is "not given". */
const optional = <T extends z.ZodType>(schema: T, message: string) =>
  z
    .union([schema, z.literal(''), z.null()], { message })
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v) as z.output<T> | null);

/**
 * POST and PUT /api/admin/subscription-plans (spec 02 §5): features come as the form's
 * comma-separated text (or a list), split and trimmed into a list.
 */
export const planInputSchema = z.object({
  name: z.string({ message: pm.nameRequired }).trim().min(1, pm.nameRequired).max(200, pm.tooLong),
  description: z
    .string({ message: pm.descriptionRequired })
    .trim()
    .min(1, pm.descriptionRequired)
    .max(2000, pm.tooLong),
  type: z.enum(planTypes, { message: pm.typeInvalid }),
  monthlyPrice: price,
  yearlyPrice: price,
  features: z
    .union([z.string().max(6000, pm.tooLong), z.array(z.string().max(200, pm.tooLong)).max(30)], {
      message: pm.featuresRequired,
    })
    .transform((v) =>
      (typeof v === 'string' ? v.split(',') : v).map((f) => f.trim()).filter((f) => f !== ''),
    )
    .pipe(
      z
        .array(z.string().max(200, pm.tooLong))
        .min(1, pm.featuresRequired)
        .max(30, pm.tooManyFeatures),
    ),
  courseLimit: optional(wholeNumber(0, 100_000, pm.courseLimitInvalid), pm.courseLimitInvalid),
  commissionRate: optional(
    z
      .number({ message: pm.commissionInvalid })
      .min(0, pm.commissionInvalid)
      .max(100, pm.commissionInvalid),
    pm.commissionInvalid,
  ),
  hasCertification: z.boolean().default(false),
  certificationType: optional(z.enum(certificationTypes), pm.certificationTypeInvalid),
  hasInternship: z.boolean().default(false),
  mobileMoneyInfo: mobileMoneyNumbersInputSchema,
  isActive: z.boolean().default(true),
});
export type PlanInput = z.input<typeof planInputSchema>;

/** A plan as the admin sees it: $ prices, inactive ones included, and how many use it. */
export const adminPlanSchema = publicPlanSchema
  .omit({ monthlyPriceCdf: true, yearlyPriceCdf: true })
  .extend({ isActive: z.boolean(), subscriptionCount: z.number().int() });
export type AdminPlan = z.input<typeof adminPlanSchema>;

/** DELETE answer: a plan some subscription uses is deactivated instead (they keep their plan). */
export const planDeleteResultSchema = z.object({ deactivated: z.boolean() });

/** The platform's rate (docs/architecture.md « Argent »): FC for one US dollar. */
export const exchangeRateMessages = {
  rateInvalid: 'Le taux doit être un nombre entier de FC, entre 1 et 100 000',
  updated: 'Taux de change mis à jour',
  saveFailed: 'Impossible de mettre à jour le taux de change',
} as const;
export const exchangeRateSchema = z.object({
  cdfPerUsd: z.number().int(),
  /** Null while the default rate applies (no admin set one yet). */
  setAt: isoDateTime.nullable(),
  setBy: z.string().nullable(),
});
export type ExchangeRate = z.input<typeof exchangeRateSchema>;
export const exchangeRateInputSchema = z.object({
  cdfPerUsd: wholeNumber(1, MAX_CDF_PER_USD, exchangeRateMessages.rateInvalid),
});
export type ExchangeRateInput = z.input<typeof exchangeRateInputSchema>;

export const subscriptionErrors = defineErrors({
  PLAN_NOT_FOUND: { status: 404, message: m.planNotFound },
  SUBSCRIPTION_NOT_FOUND: { status: 404, message: m.notFound },
  SUBSCRIPTION_EXISTS: { status: 409, message: m.alreadySubscribed },
  SUBSCRIPTION_OTHER_ACTIVE: { status: 409, message: m.otherActive },
});

const tag = 'Abonnements';
const { publicApi, signedInApi, adminApi } = endpointGroups(tag);
const planWrites = writeEndpoints(adminApi, '/api/admin/subscription-plans', {
  input: planInputSchema,
  output: adminPlanSchema,
  notFound: 'PLAN_NOT_FOUND',
  create: "Créer un plan d'abonnement",
  update: "Modifier un plan d'abonnement",
});
export const subscriptionEndpoints = {
  plans: endpoint.get(publicApi, '/api/subscription-plans', {
    summary: "Les plans d'abonnement actifs, prix en $ et en FC au taux de la plateforme",
    responses: { 200: z.array(publicPlanSchema) },
  }),
  mine: endpoint.get(signedInApi, '/api/my-subscription', {
    summary: "L'abonnement de l'utilisateur : l'actif d'abord, sinon le dernier",
    responses: { 200: mySubscriptionSchema },
  }),
  request: endpoint.post(signedInApi, '/api/subscriptions', {
    summary: 'Demander un abonnement, payé par mobile money (en attente de validation)',
    body: subscriptionRequestSchema,
    responses: { 201: subscriptionSchema },
    errors: ['PLAN_NOT_FOUND', 'SUBSCRIPTION_EXISTS', ...paymentRequestErrors],
  }),
  decide: endpoint.put(adminApi, '/api/admin/subscriptions/{id}/status', {
    summary: 'Confirmer (les dates commencent) ou rejeter une demande d’abonnement, une fois',
    ...paymentDecision('SUBSCRIPTION_NOT_FOUND', subscriptionSchema, ['SUBSCRIPTION_OTHER_ACTIVE']),
  }),
  adminList: endpoint.get(adminApi, '/api/admin/subscriptions', {
    summary: 'Les abonnements, une page à la fois : en attente d’abord, puis les plus récents',
    ...pagedList(adminSubscriptionListQuerySchema, adminSubscriptionSchema),
  }),
  adminPlans: endpoint.get(adminApi, '/api/admin/subscription-plans', {
    summary: "Tous les plans d'abonnement, inactifs compris, prix en $",
    responses: { 200: z.array(adminPlanSchema) },
  }),
  createPlan: planWrites.create,
  updatePlan: planWrites.update,
  removePlan: endpoint.delete(adminApi, '/api/admin/subscription-plans/{id}', {
    summary: 'Supprimer un plan ; désactivé à la place quand des abonnements l’utilisent',
    ...byId('PLAN_NOT_FOUND'),
    responses: { 200: planDeleteResultSchema },
  }),
  exchangeRate: endpoint.get(adminApi, '/api/admin/exchange-rate', {
    summary: 'Le taux de change de la plateforme (FC pour 1 $)',
    responses: { 200: exchangeRateSchema },
  }),
  setExchangeRate: endpoint.put(adminApi, '/api/admin/exchange-rate', {
    summary: 'Fixer le taux de change de la plateforme ; les prix publics suivent aussitôt',
    body: exchangeRateInputSchema,
    responses: { 200: exchangeRateSchema },
  }),
};
