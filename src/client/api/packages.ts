import type { packageEndpoints } from '@contract/packages';
import type { PaymentStatus } from '@contract/payments-labels';
import { sender } from './call';
import {
  getQuery,
  itemMutations,
  pagedQuery,
  useMutationReloading,
  type Reload,
} from './query-factories';
import { packageKeys, paymentKeys } from './query-keys';

type Endpoints = typeof packageEndpoints;

/** GET /api/packages: the packages on sale. */
export const packagesQuery = () => getQuery<Endpoints['list']>(packageKeys.list, '/api/packages');

/** GET /api/package-purchases/my: the signed-in user's purchases. */
export const myPackagePurchasesQuery = () =>
  getQuery<Endpoints['mine']>(packageKeys.mine, '/api/package-purchases/my');

/** POST /api/package-purchases, then "Mes packages" is refreshed. */
export const usePurchasePackage = () =>
  useMutationReloading(sender<Endpoints['purchase']>('POST', '/api/package-purchases'), [
    packageKeys.mine,
    paymentKeys.allMine,
  ]);

/** GET /api/admin/packages: every package, inactive ones included. */
export const adminPackagesQuery = () =>
  getQuery<Endpoints['adminList']>(packageKeys.admin, '/api/admin/packages');

const packageLists: readonly Reload[] = [packageKeys.admin, packageKeys.list];

/** POST and PUT /api/admin/packages(/{id}) (a PUT also deactivates: isActive false). */
export const packageMutations = itemMutations<Endpoints>(packageLists, '/api/admin/packages');
export const useUpdatePackage = packageMutations.useUpdate;

/** GET /api/admin/package-purchases: one page, optionally of one status. */
export const adminPackagePurchasesQuery = (query: {
  page: number;
  pageSize: number;
  status?: PaymentStatus | '';
}) =>
  pagedQuery<Endpoints['adminPurchases']>(
    packageKeys.adminPurchases(query),
    '/api/admin/package-purchases',
    { query: { ...query, status: query.status || undefined } },
  );
