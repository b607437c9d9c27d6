import { z } from 'zod';
import { isoDateTime, paymentStatuses } from './common.ts';
import { endpoint, endpointGroup } from './endpoint.ts';

/** Who a subscription plan is for. */
export const planTypes = ['student', 'instructor'] as const;
/** How long a paid subscription period lasts. */
export const subscriptionDurations = ['monthly', 'yearly'] as const;

/** GET /api/my-subscription: isActive is false when there is none. */
export const mySubscriptionSchema = z.object({
  isActive: z.boolean(),
  subscription: z
    .object({
      id: z.string(),
      planId: z.string(),
      planName: z.string(),
      status: z.enum(paymentStatuses),
      duration: z.enum(subscriptionDurations),
      startDate: isoDateTime.nullable(),
      endDate: isoDateTime.nullable(),
    })
    .nullable(),
});
export type MySubscription = z.input<typeof mySubscriptionSchema>;

const signedInApi = endpointGroup({ tag: 'Abonnements', access: 'signed-in' });
export const subscriptionEndpoints = {
  mine: endpoint.get(signedInApi, '/api/my-subscription', {
    summary: "L'abonnement de l'utilisateur : l'actif d'abord, sinon le dernier",
    responses: { 200: mySubscriptionSchema },
  }),
};
