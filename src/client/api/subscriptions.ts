import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@contract/endpoint';
import type { AdminSubscriptionListQuery, subscriptionEndpoints } from '@contract/subscriptions';
import { call, sender } from './call';
import { paymentKeys, subscriptionKeys } from './query-keys';

type Endpoints = typeof subscriptionEndpoints;

/**
 * GET /api/subscription-plans: the active plans, in $ and in FC. Stale at once: each visit of
 * the page asks again, so the FC amounts follow the rate an admin just set (a price is money).
 */
export const subscriptionPlansQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans,
    queryFn: ({ signal }) => call<Endpoints['plans']>('GET', '/api/subscription-plans', { signal }),
    staleTime: 0,
  });

/** GET /api/my-subscription: the active one first, else the latest (signed-in users only). */
export const mySubscriptionQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.mine,
    queryFn: ({ signal }) => call<Endpoints['mine']>('GET', '/api/my-subscription', { signal }),
  });

/** POST /api/subscriptions: a request awaiting an admin's validation. */
export function useRequestSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sender<Endpoints['request']>('POST', '/api/subscriptions'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.allMine }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.adminAll, refetchType: 'none' }),
      ]),
  });
}

/** GET /api/admin/subscriptions: one page, pending first; the previous page stays while loading. */
export const adminSubscriptionsQuery = (query: {
  page: number;
  pageSize: number;
  status?: AdminSubscriptionListQuery['status'];
}) =>
  queryOptions({
    queryKey: subscriptionKeys.adminList(query),
    queryFn: ({ signal }) =>
      call<Endpoints['adminList']>('GET', '/api/admin/subscriptions', {
        query: { ...query, status: query.status || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/subscription-plans: every plan, inactive ones included, prices in $. */
export const adminPlansQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.adminPlans,
    queryFn: ({ signal }) =>
      call<Endpoints['adminPlans']>('GET', '/api/admin/subscription-plans', { signal }),
  });

/** After a plan changes: the admin's plans and the public ones. */
function useReloadPlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.adminPlans }),
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.plans }),
    ]);
}

/** POST /api/admin/subscription-plans. */
export function useCreatePlan() {
  const reload = useReloadPlans();
  return useMutation({
    mutationFn: sender<Endpoints['createPlan']>('POST', '/api/admin/subscription-plans'),
    onSuccess: reload,
  });
}

/** PUT /api/admin/subscription-plans/{id}. */
export function useUpdatePlan() {
  const reload = useReloadPlans();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<Endpoints['updatePlan']> }) =>
      call<Endpoints['updatePlan']>('PUT', '/api/admin/subscription-plans/{id}', {
        params: { id },
        body,
      }),
    onSuccess: reload,
  });
}

/** DELETE /api/admin/subscription-plans/{id}: `deactivated` when subscriptions use the plan. */
export function useDeletePlan() {
  const reload = useReloadPlans();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      call<Endpoints['removePlan']>('DELETE', '/api/admin/subscription-plans/{id}', {
        params: { id },
      }),
    onSuccess: reload,
  });
}

/** GET /api/admin/exchange-rate: FC for one dollar, who set it and when. */
export const exchangeRateQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.exchangeRate,
    queryFn: ({ signal }) =>
      call<Endpoints['exchangeRate']>('GET', '/api/admin/exchange-rate', { signal }),
  });

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
