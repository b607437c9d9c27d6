import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSubscriptionListQuery, subscriptionEndpoints } from '@contract/subscriptions';
import type { ResponseOf } from '@contract/endpoint';
import { refetchUnlessServed } from '@client/lib/server-state';
import { sender } from './call';
import {
  getQuery,
  itemMutations,
  type ItemEndpointsOf,
  pagedQuery,
  useMutationReloading,
  type Reload,
} from './query-factories';
import { paymentKeys, subscriptionKeys } from './query-keys';

type Endpoints = typeof subscriptionEndpoints;

/**
 * GET /api/subscription-plans: the active plans, in $ and in FC. Stale at once: each visit of
 * the page asks again (but the one the server just rendered), so the FC amounts follow the rate
 * an admin just set (a price is money).
 */
export const subscriptionPlansQuery = () =>
  getQuery<Endpoints['plans']>(subscriptionKeys.plans, '/api/subscription-plans', undefined, {
    staleTime: 0,
    refetchOnMount: refetchUnlessServed,
  });

/** GET /api/my-subscription: the active one first, else the latest (signed-in users only). */
export const mySubscriptionQuery = () =>
  getQuery<Endpoints['mine']>(subscriptionKeys.mine, '/api/my-subscription');

/** POST /api/subscriptions: a request awaiting an admin's validation. */
export const useRequestSubscription = () =>
  useMutationReloading(sender<Endpoints['request']>('POST', '/api/subscriptions'), [
    subscriptionKeys.mine,
    paymentKeys.allMine,
    { queryKey: subscriptionKeys.adminAll, refetchType: 'none' },
  ]);

/** GET /api/admin/subscriptions: one page, pending first; the previous page stays while loading. */
export const adminSubscriptionsQuery = (query: {
  page: number;
  pageSize: number;
  status?: AdminSubscriptionListQuery['status'] | '';
}) =>
  pagedQuery<Endpoints['adminList']>(
    subscriptionKeys.adminList(query),
    '/api/admin/subscriptions',
    { query: { ...query, status: query.status || undefined } },
  );

/** GET /api/admin/subscription-plans: every plan, inactive ones included, prices in $. */
export const adminPlansQuery = () =>
  getQuery<Endpoints['adminPlans']>(subscriptionKeys.adminPlans, '/api/admin/subscription-plans');

/** After a plan changes: the admin's plans and the public ones. */
const planLists: readonly Reload[] = [subscriptionKeys.adminPlans, subscriptionKeys.plans];

/** POST, PUT and DELETE /api/admin/subscription-plans(/{id}); a deleted plan comes back
 * `deactivated` when subscriptions use it. */
export const planMutations = itemMutations<
  ItemEndpointsOf<Endpoints, 'createPlan', 'updatePlan', 'removePlan'>
>(planLists, '/api/admin/subscription-plans');
export const useDeletePlan = planMutations.useRemove;
/** What a plan's deletion answers: `deactivated` when subscriptions use it. */
export type PlanDeleteResult = ResponseOf<Endpoints['removePlan']>;

/** GET /api/admin/exchange-rate: FC for one dollar, who set it and when. */
export const exchangeRateQuery = () =>
  getQuery<Endpoints['exchangeRate']>(subscriptionKeys.exchangeRate, '/api/admin/exchange-rate');

/** PUT /api/admin/exchange-rate: the public plans' FC amounts change at once. */
export function useSetExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sender<Endpoints['setExchangeRate']>('PUT', '/api/admin/exchange-rate'),
    onSuccess: (rate) => {
      queryClient.setQueryData(subscriptionKeys.exchangeRate, rate);
      return queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans });
    },
  });
}
