import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { subscriptionPlans, userSubscriptions } from '../../db/schema/index.ts';
import { qualified } from '../../lib/sql-columns.ts';
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

    /** Uses one course of the user's active subscription, within its plan's limit; false when none. */
    async takeSeat(tx: Tx, userId: string): Promise<boolean> {
      const [subscription] = await tx
        .update(userSubscriptions)
        .set({ coursesUsed: sql`${userSubscriptions.coursesUsed} + 1` })
        .where(
          and(
            eq(userSubscriptions.userId, userId),
            subscriptionIsActive,
            sql`not exists (select 1 from ${subscriptionPlans} where ${subscriptionPlans.id} = ${qualified(userSubscriptions.planId)}
                and ${subscriptionPlans.courseLimit} is not null
                and ${qualified(userSubscriptions.coursesUsed)} >= ${subscriptionPlans.courseLimit})`,
            sql`${userSubscriptions.id} = (select s.id from ${userSubscriptions} s where s.user_id = ${userId}
                and s.status = 'confirmed' and s.is_active and s.end_date > now() order by s.end_date desc limit 1)`,
          ),
        )
        .returning({ id: userSubscriptions.id });
      return !!subscription;
    },
  };
}

export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
