import { z } from 'zod';
import { certificationTypes } from './certifications.ts';
import { idParams, idSchema, isoDateTime, paymentMethods, paymentStatuses } from './common.ts';
import { defineErrors, endpoint, endpointGroup } from './endpoint.ts';
import { paymentRequestCreateSchema } from './payments.ts';
import { drcPhoneSchema } from './phone.ts';

/** Who a subscription plan is for. */
export const planTypes = ['student', 'instructor'] as const;
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
});
export type PublicPlan = z.input<typeof publicPlanSchema>;

const subscriptionSchema = z.object({
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
 * mobile-money proof every payment carries (DESIGN): optional transaction ID and screenshot.
 */
export const subscriptionRequestSchema = z.object({
  planId: idSchema,
  duration: z.enum(subscriptionDurations, { message: m.durationInvalid }).default('monthly'),
  paymentMethod: z.enum(paymentMethods, { message: m.methodInvalid }).default('mpesa'),
  phoneNumber: drcPhoneSchema,
  transactionId: paymentRequestCreateSchema.shape.transactionId,
  proofImage: paymentRequestCreateSchema.shape.proofImage,
});
export type SubscriptionRequest = z.input<typeof subscriptionRequestSchema>;

/** PUT /api/admin/subscriptions/{id}/status: only confirmed or rejected are offered. */
export const subscriptionDecisionSchema = z.object({
  status: z.enum(['confirmed', 'rejected'], { message: m.statusInvalid }),
});

export const subscriptionErrors = defineErrors({
  PLAN_NOT_FOUND: { status: 404, message: m.planNotFound },
  SUBSCRIPTION_NOT_FOUND: { status: 404, message: m.notFound },
  SUBSCRIPTION_EXISTS: { status: 409, message: m.alreadySubscribed },
  SUBSCRIPTION_DECIDED: { status: 409, message: m.alreadyDecided },
  SUBSCRIPTION_OTHER_ACTIVE: { status: 409, message: m.otherActive },
});

const tag = 'Abonnements';
const publicApi = endpointGroup({ tag, access: 'public' });
const signedInApi = endpointGroup({ tag, access: 'signed-in' });
const adminApi = endpointGroup({ tag, access: ['admin'] });
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
    errors: [
      'PLAN_NOT_FOUND',
      'SUBSCRIPTION_EXISTS',
      'TRANSACTION_ID_USED',
      'PAYMENT_PROOF_INVALID',
      'PAYMENT_PROOF_NOT_YOURS',
    ],
  }),
  decide: endpoint.put(adminApi, '/api/admin/subscriptions/{id}/status', {
    summary: 'Confirmer (les dates commencent) ou rejeter une demande d’abonnement, une fois',
    params: idParams,
    notFound: 'SUBSCRIPTION_NOT_FOUND',
    body: subscriptionDecisionSchema,
    responses: { 200: subscriptionSchema },
    errors: ['SUBSCRIPTION_DECIDED', 'SUBSCRIPTION_OTHER_ACTIVE'],
  }),
};
