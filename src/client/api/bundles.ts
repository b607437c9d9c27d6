import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { bundleEndpoints, quoteStatuses } from '@contract/bundles';
import type { BodyOf } from '@contract/endpoint';
import type { PaymentStatus } from '@contract/payments-labels';
import { call, sender } from './call';
import { auditKeys, bundleKeys, paymentKeys } from './query-keys';

type QuoteStatus = (typeof quoteStatuses)[number];

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
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bundleKeys.myPayments }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.allMine }),
      ]),
  });
}

/** GET /api/admin/training-bundles: every bundle, inactive ones included. */
export const adminBundlesQuery = () =>
  queryOptions({
    queryKey: bundleKeys.admin,
    queryFn: ({ signal }) =>
      call<Endpoints['adminList']>('GET', '/api/admin/training-bundles', { signal }),
  });

function useReloadBundles() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bundleKeys.admin }),
      queryClient.invalidateQueries({ queryKey: bundleKeys.list }),
    ]);
}

/** POST /api/admin/training-bundles. */
export function useCreateBundle() {
  const reload = useReloadBundles();
  return useMutation({
    mutationFn: sender<Endpoints['create']>('POST', '/api/admin/training-bundles'),
    onSuccess: reload,
  });
}

/** PUT /api/admin/training-bundles/{id} (also deactivates: isActive false). */
export function useUpdateBundle() {
  const reload = useReloadBundles();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<Endpoints['update']> }) =>
      call<Endpoints['update']>('PUT', '/api/admin/training-bundles/{id}', {
        params: { id },
        body,
      }),
    onSuccess: reload,
  });
}

/** GET /api/admin/bundle-payments: one page, optionally of one status. */
export const adminBundlePaymentsQuery = (query: {
  page: number;
  pageSize: number;
  status?: PaymentStatus;
}) =>
  queryOptions({
    queryKey: bundleKeys.adminPayments(query),
    queryFn: ({ signal }) =>
      call<Endpoints['adminPayments']>('GET', '/api/admin/bundle-payments', {
        query: { ...query, status: query.status || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/quote-requests: one page, optionally of one status. */
export const adminQuoteRequestsQuery = (query: {
  page: number;
  pageSize: number;
  status?: QuoteStatus;
}) =>
  queryOptions({
    queryKey: bundleKeys.adminQuotes(query),
    queryFn: ({ signal }) =>
      call<Endpoints['adminQuotes']>('GET', '/api/admin/quote-requests', {
        query: { ...query, status: query.status || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** PATCH /api/admin/quote-requests/{id}, then the list and the audit record reload. */
export function useUpdateQuoteRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<Endpoints['updateQuote']> }) =>
      call<Endpoints['updateQuote']>('PATCH', '/api/admin/quote-requests/{id}', {
        params: { id },
        body,
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: bundleKeys.adminQuotesAll }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]),
  });
}
