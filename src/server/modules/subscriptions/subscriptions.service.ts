import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { subscriptionPlans, userSubscriptions } from '../../db/schema/index.ts';
import type { SessionUser } from '../auth/session.service.ts';

/** Confirmed, switched on, and not yet over. */
const subscriptionIsActive = sql<boolean>`(${userSubscriptions.status} = 'confirmed' and ${userSubscriptions.isActive} and ${userSubscriptions.endDate} > now())`;

export function createSubscriptionsService(db: Db) {
  return {
    /** The caller's current subscription: an active one first, else the latest. */
    async mine(user: SessionUser) {
      const [row] = await db
        .select({
          id: userSubscriptions.id,
          planId: userSubscriptions.planId,
          planName: subscriptionPlans.name,
          status: userSubscriptions.status,
          duration: userSubscriptions.duration,
          startDate: userSubscriptions.startDate,
          endDate: userSubscriptions.endDate,
          isActive: subscriptionIsActive,
        })
        .from(userSubscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
        .where(eq(userSubscriptions.userId, user.id))
        .orderBy(desc(subscriptionIsActive), desc(userSubscriptions.createdAt))
        .limit(1);
      if (!row) return { isActive: false, subscription: null };
      const { isActive, ...subscription } = row;
      return { isActive: Boolean(isActive), subscription };
    },

    /**
     * Uses one course of the user's active subscription, within its plan's limit; false when
     * none is left. The subscription row is locked first, so concurrent enrolments wait for each
     * other and each one checks the count the previous one left.
     */
    async takeSeat(tx: Tx, userId: string): Promise<boolean> {
      const [subscription] = await tx
        .select({
          id: userSubscriptions.id,
          coursesUsed: userSubscriptions.coursesUsed,
          courseLimit: subscriptionPlans.courseLimit,
        })
        .from(userSubscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
        .where(and(eq(userSubscriptions.userId, userId), subscriptionIsActive))
        .orderBy(desc(userSubscriptions.endDate))
        .limit(1)
        .for('update', { of: userSubscriptions });
      if (!subscription) return false;
      const { courseLimit, coursesUsed } = subscription;
      if (courseLimit !== null && coursesUsed >= courseLimit) return false;
      await tx
        .update(userSubscriptions)
        .set({ coursesUsed: coursesUsed + 1 })
        .where(eq(userSubscriptions.id, subscription.id));
      return true;
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
