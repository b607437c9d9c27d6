import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { subscriptionEndpoints } from '@contract/subscriptions';
import { call, sender } from './call';
import { subscriptionKeys } from './query-keys';

type Endpoints = typeof subscriptionEndpoints;

/** GET /api/subscription-plans: the active plans, in $ and in FC. */
export const subscriptionPlansQuery = () =>
  queryOptions({
    queryKey: subscriptionKeys.plans,
    queryFn: ({ signal }) => call<Endpoints['plans']>('GET', '/api/subscription-plans', { signal }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine }),
  });
}
