import { useMutation } from '@tanstack/react-query';
import type { bundleEndpoints, quoteStatuses } from '@contract/bundles';
import type { PaymentStatus } from '@contract/payments-labels';
import { sender } from './call';
import {
  getQuery,
  idSender,
  itemMutations,
  pagedQuery,
  useMutationReloading,
} from './query-factories';
import { auditKeys, bundleKeys, paymentKeys } from './query-keys';

type QuoteStatus = (typeof quoteStatuses)[number];

type Endpoints = typeof bundleEndpoints;

/** GET /api/training-bundles: bundles with their courses embedded. */
export const trainingBundlesQuery = () =>
  getQuery<Endpoints['list']>(bundleKeys.list, '/api/training-bundles');

/** POST /api/quote-requests. */
export function useRequestQuote() {
  return useMutation({
    mutationFn: sender<Endpoints['requestQuote']>('POST', '/api/quote-requests'),
  });
}

/** GET /api/bundle-payments/my: the signed-in user's bundle payments. */
export const myBundlePaymentsQuery = () =>
  getQuery<Endpoints['myPayments']>(bundleKeys.myPayments, '/api/bundle-payments/my');

/** POST /api/bundle-payments ("S'inscrire au Pack"), then the user's payments are reloaded. */
export const usePayBundle = () =>
  useMutationReloading(sender<Endpoints['pay']>('POST', '/api/bundle-payments'), [
    bundleKeys.myPayments,
    paymentKeys.allMine,
  ]);

/** GET /api/admin/training-bundles: every bundle, inactive ones included. */
export const adminBundlesQuery = () =>
  getQuery<Endpoints['adminList']>(bundleKeys.admin, '/api/admin/training-bundles');

/** POST and PUT /api/admin/training-bundles(/{id}) (a PUT also deactivates: isActive false). */
export const bundleMutations = itemMutations<Endpoints>(
  [bundleKeys.admin, bundleKeys.list],
  '/api/admin/training-bundles',
);
export const useUpdateBundle = bundleMutations.useUpdate;

/** GET /api/admin/bundle-payments: one page, optionally of one status. */
export const adminBundlePaymentsQuery = (query: {
  page: number;
  pageSize: number;
  status?: PaymentStatus | '';
}) =>
  pagedQuery<Endpoints['adminPayments']>(
    bundleKeys.adminPayments(query),
    '/api/admin/bundle-payments',
    { query: { ...query, status: query.status || undefined } },
  );

/** GET /api/admin/quote-requests: one page, optionally of one status. */
export const adminQuoteRequestsQuery = (query: {
  page: number;
  pageSize: number;
  status?: QuoteStatus | '';
}) =>
  pagedQuery<Endpoints['adminQuotes']>(bundleKeys.adminQuotes(query), '/api/admin/quote-requests', {
    query: { ...query, status: query.status || undefined },
  });

/** PATCH /api/admin/quote-requests/{id}, then the list and the audit record reload. */
export const useUpdateQuoteRequest = () =>
  useMutationReloading(
    idSender<Endpoints['updateQuote']>('PATCH', '/api/admin/quote-requests/{id}'),
    [bundleKeys.adminQuotesAll, auditKeys.all],
    'settled',
  );
