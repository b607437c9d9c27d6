import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { bundleEndpoints } from '@contract/bundles';
import { call, sender } from './call';
import { bundleKeys } from './query-keys';

type Endpoints = typeof bundleEndpoints;

/** GET /api/training-bundles: bundles with their courses embedded. */
export const trainingBundlesQuery = () =>
  queryOptions({
    queryKey: bundleKeys.list,
    queryFn: ({ signal }) => call<Endpoints['list']>('GET', '/api/training-bundles', { signal }),
  });

/** POST /api/quote-requests. */
export function useRequestQuote() {
  return useMutation({
    mutationFn: sender<Endpoints['requestQuote']>('POST', '/api/quote-requests'),
  });
}

/** GET /api/bundle-payments/my: the signed-in user's bundle payments. */
export const myBundlePaymentsQuery = () =>
  queryOptions({
    queryKey: bundleKeys.myPayments,
    queryFn: ({ signal }) =>
      call<Endpoints['myPayments']>('GET', '/api/bundle-payments/my', { signal }),
  });

/** POST /api/bundle-payments ("S'inscrire au Pack"), then the user's payments are reloaded. */
export function usePayBundle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sender<Endpoints['pay']>('POST', '/api/bundle-payments'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bundleKeys.myPayments }),
  });
}
