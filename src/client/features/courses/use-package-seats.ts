import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PackagePurchase } from '@contract/packages';
import { useAuth } from '@client/api/auth';
import { myPackagePurchasesQuery } from '@client/api/packages';
import { mySubscriptionQuery } from '@client/api/subscriptions';

/** The courses still to choose on the buyer's validated packages. */
export function packageSeatsLeft(purchases: readonly PackagePurchase[]): number {
  return purchases
    .filter((p) => p.status === 'confirmed')
    .reduce((sum, p) => sum + p.coursesRemaining, 0);
}

/**
 * The courses the signed-in user still has to choose on validated packages (0 when signed out,
 * or while their purchases load): the catalogue counts them and labels the courses they open.
 */
export function usePackageSeats(): number {
  const { isAuthenticated } = useAuth();
  const purchases = useQuery({ ...myPackagePurchasesQuery(), enabled: isAuthenticated });
  return isAuthenticated && purchases.data ? packageSeatsLeft(purchases.data) : 0;
}

/**
 * The package seats left when enrolling in a subscription course would take one of them, else
 * null. The server seats such a course on an active subscription first, then on the oldest
 * validated package with courses left (enrollments.service.ts): a subscriber spends no seat.
 */
export async function seatsAnEnrolmentWouldTake(queryClient: QueryClient): Promise<number | null> {
  const seats = packageSeatsLeft(await queryClient.fetchQuery(myPackagePurchasesQuery()));
  if (seats === 0) return null;
  const { isActive } = await queryClient.fetchQuery(mySubscriptionQuery());
  return isActive ? null : seats;
}
