import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  SubscriptionDuration,
  subscriptionDecisionSchema,
  subscriptionRequestSchema,
} from '../../../contract/subscriptions.ts';
import type { Db, Tx } from '../../db/client.ts';
import { subscriptionPlans, userSubscriptions, users } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { SessionUser } from '../auth/session.service.ts';
import type { Delivery, NotificationsService } from '../notifications/notifications.service.ts';
import { cdfPerUsd as currentCdfPerUsd, toCdf } from '../payments/exchange-rate.ts';
import { recordTransactionId } from '../payments/mobile-money-proof.ts';
import { recordAudit } from '../audit/audit-record.ts';
import { createSubscriptionsAdmin } from './subscriptions-admin.service.ts';

type RequestInput = z.output<typeof subscriptionRequestSchema>;
type DecisionInput = z.output<typeof subscriptionDecisionSchema>;

export interface SubscriptionsDeps {
  notifications: NotificationsService;
  /** The screenshot must be the caller's own finished image upload (see the payments module). */
  assertOwnProof: (user: SessionUser, proofImage: string) => Promise<string>;
  /** The time subscriptions are judged at (tests move it). */
  now: () => Date;
}

/** When a period that starts at `start` ends. */
export function periodEnd(start: Date, duration: SubscriptionDuration): Date {
  const end = new Date(start);
  if (duration === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** Confirmed, switched on, and not yet over at `now`. */
export const activeAt = (now: Date) =>
  sql<boolean>`(${userSubscriptions.status} = 'confirmed' and ${userSubscriptions.isActive} and ${userSubscriptions.endDate} > ${now.toISOString()}::timestamptz)`;

/** active | expired | pending | rejected, as the pages show it. */
const stateAt = (now: Date) =>
  sql<'active' | 'expired' | 'pending' | 'rejected'>`case
    when ${userSubscriptions.status} <> 'confirmed' then ${userSubscriptions.status}::text
    when ${activeAt(now)} then 'active' else 'expired' end`;

export function createSubscriptionsService(db: Db, deps: SubscriptionsDeps) {
  const cdfPerUsd = (executor: Db | Tx = db) => currentCdfPerUsd(executor);

  const columns = (now: Date) => ({
    id: userSubscriptions.id,
    userId: userSubscriptions.userId,
    planId: userSubscriptions.planId,
    planName: subscriptionPlans.name,
    status: userSubscriptions.status,
    state: stateAt(now),
    duration: userSubscriptions.duration,
    amountPaid: userSubscriptions.amountPaid,
    amountAskedCdf: userSubscriptions.amountAskedCdf,
    startDate: userSubscriptions.startDate,
    endDate: userSubscriptions.endDate,
    createdAt: userSubscriptions.createdAt,
  });
  const one = async (executor: Db | Tx, id: string, now: Date) => {
    const [row] = await executor
      .select(columns(now))
      .from(userSubscriptions)
      .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
      .where(eq(userSubscriptions.id, id));
    if (!row) throw appError('SUBSCRIPTION_NOT_FOUND');
    return row;
  };

  /** Locks the user's row: one user's requests and confirmations then run one at a time. */
  const lockUser = (tx: Tx, userId: string) =>
    tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

  return {
    ...createSubscriptionsAdmin(db, deps, stateAt),

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
      }));
    },

    /** The caller's current subscription: an active one first, else the latest. */
    async mine(user: SessionUser) {
      const now = deps.now();
      const [row] = await db
        .select(columns(now))
        .from(userSubscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
        .where(eq(userSubscriptions.userId, user.id))
        .orderBy(desc(activeAt(now)), desc(userSubscriptions.createdAt))
        .limit(1);
      if (!row) return { isActive: false, subscription: null };
      return { isActive: row.state === 'active', subscription: row };
    },

    /**
     * POST /api/subscriptions: a pending request for an active plan, at the plan's $ price for
     * the duration, with the FC amount asked at today's rate. Refused (409) while the caller has
     * an active or pending subscription; the user row is locked so two requests cannot both pass.
     */
    async request(user: SessionUser, input: RequestInput) {
      const now = deps.now();
      const proofImage = input.proofImage
        ? await deps.assertOwnProof(user, input.proofImage)
        : null;
      const id = await db.transaction(async (tx) => {
        const [plan] = await tx
          .select()
          .from(subscriptionPlans)
          .where(and(eq(subscriptionPlans.id, input.planId), eq(subscriptionPlans.isActive, true)))
          // Shared lock: an admin deleting the plan meanwhile either waits (and then sees this
          // subscription: the plan is deactivated) or went first (the plan is gone: 404).
          .for('share');
        if (!plan) throw appError('PLAN_NOT_FOUND');
        await lockUser(tx, user.id);
        const [current] = await tx
          .select({ id: userSubscriptions.id })
          .from(userSubscriptions)
          .where(
            and(
              eq(userSubscriptions.userId, user.id),
              sql`(${userSubscriptions.status} = 'pending' or ${activeAt(now)})`,
            ),
          )
          .limit(1);
        if (current) throw appError('SUBSCRIPTION_EXISTS');
        const amountPaid = input.duration === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
        const [created] = await tx
          .insert(userSubscriptions)
          .values({
            userId: user.id,
            planId: plan.id,
            duration: input.duration,
            paymentMethod: input.paymentMethod,
            phoneNumber: input.phoneNumber,
            transactionId: input.transactionId ?? null,
            proofImage,
            amountPaid,
            amountAskedCdf: toCdf(amountPaid, await cdfPerUsd(tx)),
            createdAt: now,
          })
          .returning({ id: userSubscriptions.id });
        await recordTransactionId(tx, input.transactionId, 'subscription', created!.id);
        return created!.id;
      });
      return one(db, id, now);
    },

    /**
     * PUT /api/admin/subscriptions/{id}/status: pending → confirmed | rejected, once. Confirming
     * starts the period now; a user never has two active subscriptions. The decision, its
     * author and the buyer's notification are written together.
     */
    async decide(admin: SessionUser, id: string, input: DecisionInput) {
      const now = deps.now();
      let deliver: Delivery | undefined;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            userId: userSubscriptions.userId,
            status: userSubscriptions.status,
            duration: userSubscriptions.duration,
            planName: subscriptionPlans.name,
          })
          .from(userSubscriptions)
          .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
          .where(eq(userSubscriptions.id, id));
        if (!row) throw appError('SUBSCRIPTION_NOT_FOUND');
        if (row.status !== 'pending') throw appError('SUBSCRIPTION_DECIDED');
        await lockUser(tx, row.userId);
        const confirm = input.status === 'confirmed';
        if (confirm) {
          const [active] = await tx
            .select({ id: userSubscriptions.id })
            .from(userSubscriptions)
            .where(
              and(
                eq(userSubscriptions.userId, row.userId),
                ne(userSubscriptions.id, id),
                activeAt(now),
              ),
            )
            .limit(1);
          if (active) throw appError('SUBSCRIPTION_OTHER_ACTIVE');
        }
        const [decided] = await tx
          .update(userSubscriptions)
          .set({
            status: input.status,
            decidedById: admin.id,
            decidedAt: now,
            ...(confirm ? { startDate: now, endDate: periodEnd(now, row.duration) } : {}),
          })
          .where(and(eq(userSubscriptions.id, id), eq(userSubscriptions.status, 'pending')))
          .returning({ id: userSubscriptions.id });
        if (!decided) throw appError('SUBSCRIPTION_DECIDED');
        const end = confirm ? periodEnd(now, row.duration) : null;
        await recordAudit(
          tx,
          admin,
          {
            action: 'subscription.decide',
            entity: 'user_subscriptions',
            entityId: id,
            before: { status: 'pending' },
            after: confirm
              ? { status: input.status, startDate: now.toISOString(), endDate: end!.toISOString() }
              : { status: input.status },
          },
          now,
        );
        deliver = await deps.notifications.notify(tx, {
          userId: row.userId,
          type: confirm ? 'subscription_confirmed' : 'subscription_rejected',
          title: confirm ? 'Abonnement activé' : 'Abonnement rejeté',
          message: confirm
            ? `Votre abonnement « ${row.planName} » est actif.`
            : `Votre demande d’abonnement « ${row.planName} » a été rejetée.`,
          link: '/subscriptions',
        });
      });
      deliver?.();
      return one(db, id, now);
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
