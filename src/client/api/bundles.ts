import { queryOptions, useMutation } from '@tanstack/react-query';
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
