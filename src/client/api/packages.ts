import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { packageEndpoints } from '@contract/packages';
import { call, sender } from './call';
import { packageKeys } from './query-keys';

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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.mine }),
  });
}
