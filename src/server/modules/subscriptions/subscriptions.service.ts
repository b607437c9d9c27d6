import { and, asc, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { paymentDecisionSchema } from '../../../contract/payments.ts';
import type { subscriptionRequestSchema } from '../../../contract/subscriptions.ts';
import type { Db, Tx } from '../../db/client.ts';
import { payments, subscriptionPlans, userSubscriptions } from '../../db/schema/index.ts';
import { loadRow } from '../../policies/load-row.ts';
import type { SessionUser } from '../auth/index.ts';
import { cdfPerUsd as currentCdfPerUsd, toCdf, type PaymentFlow } from '../payments/index.ts';
import { createSubscriptionsAdmin } from './subscriptions-admin.service.ts';
import { subscriptionColumns } from './subscription-columns.ts';
import { activeAt, createSubscriptionPaymentKind } from './subscription-payment-kind.ts';

export { activeAt, periodEnd } from './subscription-payment-kind.ts';

export interface SubscriptionsDeps {
  flow: PaymentFlow;
  /** The time subscriptions are judged at (tests move it). */
  now: () => Date;
}

export function createSubscriptionsService(db: Db, deps: SubscriptionsDeps) {
  const cdfPerUsd = (executor: Db | Tx = db) => currentCdfPerUsd(executor);

  const subscriptionPayment = createSubscriptionPaymentKind(deps.now);
  deps.flow.register(subscriptionPayment);

  const one = (executor: Db | Tx, id: string, now: Date) =>
    loadRow(
      executor
        .select(subscriptionColumns(now))
        .from(userSubscriptions)
        .innerJoin(payments, eq(payments.id, userSubscriptions.id))
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
        .where(eq(userSubscriptions.id, id)),
      { notFound: 'SUBSCRIPTION_NOT_FOUND' },
    );

  return {
    ...createSubscriptionsAdmin(db, deps),

    /** GET /api/subscription-plans: active plans, students' first, cheapest first. */
    async plans() {
      const [rate, plans] = await Promise.all([
        cdfPerUsd(),
        db
          .select()
          .from(subscriptionPlans)
          .where(eq(subscriptionPlans.isActive, true))
          .orderBy(asc(subscriptionPlans.type), asc(subscriptionPlans.monthlyPrice)),
      ]);
      return plans.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        type: p.type,
        monthlyPrice: p.monthlyPrice,
        yearlyPrice: p.yearlyPrice,
        monthlyPriceCdf: toCdf(p.monthlyPrice, rate),
        yearlyPriceCdf: toCdf(p.yearlyPrice, rate),
        courseLimit: p.courseLimit,
        features: p.features,
        hasCertification: p.hasCertification,
        certificationType: p.certificationType,
        hasInternship: p.hasInternship,
        commissionRate: p.commissionRate,
        mobileMoneyInfo: p.mobileMoneyInfo,
      }));
    },

    /** The caller's current subscription: an active one first, else the latest. */
    async mine(user: SessionUser) {
      const now = deps.now();
      const [row] = await db
        .select(subscriptionColumns(now))
        .from(userSubscriptions)
        .innerJoin(payments, eq(payments.id, userSubscriptions.id))
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
        .where(eq(userSubscriptions.userId, user.id))
        .orderBy(desc(activeAt(now)), desc(userSubscriptions.createdAt))
        .limit(1);
      if (!row) return { isActive: false, subscription: null };
      return { isActive: row.state === 'active', subscription: row };
    },

    /**
     * POST /api/subscriptions: a pending request for an active plan at its $ price for the
     * duration, asked in FC at today's rate (payment flow); refused while one is active or pending.
     */
    async request(user: SessionUser, input: z.output<typeof subscriptionRequestSchema>) {
      const payment = await deps.flow.request(subscriptionPayment, user, input.planId, input, {
        duration: input.duration,
      });
      return one(db, payment.id, deps.now());
    },

    /** PUT /api/admin/subscriptions/{id}/status: the payment flow's decision. */
    async decide(admin: SessionUser, id: string, input: z.output<typeof paymentDecisionSchema>) {
      await deps.flow.decide(admin, id, input, {
        kind: 'subscription',
        notFound: 'SUBSCRIPTION_NOT_FOUND',
      });
      return one(db, id, deps.now());
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
        .where(and(eq(userSubscriptions.userId, userId), activeAt(deps.now())))
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
