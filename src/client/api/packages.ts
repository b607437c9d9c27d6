import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@contract/endpoint';
import type { packageEndpoints } from '@contract/packages';
import type { PaymentStatus } from '@contract/payments-labels';
import { call, sender } from './call';
import { packageKeys, paymentKeys } from './query-keys';

type Endpoints = typeof packageEndpoints;

/** GET /api/packages: the packages on sale. */
export const packagesQuery = () =>
  queryOptions({
    queryKey: packageKeys.list,
    queryFn: ({ signal }) => call<Endpoints['list']>('GET', '/api/packages', { signal }),
  });

/** GET /api/package-purchases/my: the signed-in user's purchases. */
export const myPackagePurchasesQuery = () =>
  queryOptions({
    queryKey: packageKeys.mine,
    queryFn: ({ signal }) =>
      call<Endpoints['mine']>('GET', '/api/package-purchases/my', { signal }),
  });

/** POST /api/package-purchases, then "Mes packages" is refreshed. */
export function usePurchasePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sender<Endpoints['purchase']>('POST', '/api/package-purchases'),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: packageKeys.mine }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.allMine }),
      ]),
  });
}

/** GET /api/admin/packages: every package, inactive ones included. */
export const adminPackagesQuery = () =>
  queryOptions({
    queryKey: packageKeys.admin,
    queryFn: ({ signal }) => call<Endpoints['adminList']>('GET', '/api/admin/packages', { signal }),
  });

function useReloadPackages() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: packageKeys.admin }),
      queryClient.invalidateQueries({ queryKey: packageKeys.list }),
    ]);
}

/** POST /api/admin/packages. */
export function useCreatePackage() {
  const reload = useReloadPackages();
  return useMutation({
    mutationFn: sender<Endpoints['create']>('POST', '/api/admin/packages'),
    onSuccess: reload,
  });
}

/** PUT /api/admin/packages/{id} (also deactivates: isActive false). */
export function useUpdatePackage() {
  const reload = useReloadPackages();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<Endpoints['update']> }) =>
      call<Endpoints['update']>('PUT', '/api/admin/packages/{id}', { params: { id }, body }),
    onSuccess: reload,
  });
}

/** GET /api/admin/package-purchases: one page, optionally of one status. */
export const adminPackagePurchasesQuery = (query: {
  page: number;
  pageSize: number;
  status?: PaymentStatus;
}) =>
  queryOptions({
    queryKey: packageKeys.adminPurchases(query),
    queryFn: ({ signal }) =>
      call<Endpoints['adminPurchases']>('GET', '/api/admin/package-purchases', {
        query: { ...query, status: query.status || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
