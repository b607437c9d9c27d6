/**
 * The admin's side of subscriptions (issue "Admin", parts 4 and 5): the paged list of
 * subscriptions, the plans (inactive ones included) and the platform's exchange rate.
 */
import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  adminSubscriptionListQuerySchema,
  exchangeRateInputSchema,
  planInputSchema,
} from '../../../contract/subscriptions.ts';
import { DEFAULT_CDF_PER_USD } from '../../../contract/currency.ts';
import type { Db } from '../../db/client.ts';
import {
  exchangeRates,
  payments,
  subscriptionPlans,
  userSubscriptions,
  users,
} from '../../db/schema/index.ts';
import { mobileMoneyNumbers, reviewedPaymentColumns } from '../payments/index.ts';
import { found, loadRow } from '../../policies/load-row.ts';
import { readPage } from '../../lib/paged-list.ts';
import { subscriptionColumns } from './subscription-columns.ts';
import type { SessionUser } from '../auth/index.ts';
import { recordAudit, updatePriced } from '../audit/index.ts';

export interface SubscriptionsAdminDeps {
  now: () => Date;
}

/** How many subscriptions use each plan: one aggregate, joined to the plans. */
const usage = (db: Db) =>
  db
    .select({ planId: userSubscriptions.planId, n: count().as('n') })
    .from(userSubscriptions)
    .groupBy(userSubscriptions.planId)
    .as('usage');

export function createSubscriptionsAdmin(db: Db, deps: SubscriptionsAdminDeps) {
  async function plans(where?: SQL) {
    const used = usage(db);
    const rows = await db
      .select({
        id: subscriptionPlans.id,
        name: subscriptionPlans.name,
        description: subscriptionPlans.description,
        type: subscriptionPlans.type,
        monthlyPrice: subscriptionPlans.monthlyPrice,
        yearlyPrice: subscriptionPlans.yearlyPrice,
        courseLimit: subscriptionPlans.courseLimit,
        features: subscriptionPlans.features,
        hasCertification: subscriptionPlans.hasCertification,
        certificationType: subscriptionPlans.certificationType,
        hasInternship: subscriptionPlans.hasInternship,
        commissionRate: subscriptionPlans.commissionRate,
        mobileMoneyInfo: subscriptionPlans.mobileMoneyInfo,
        isActive: subscriptionPlans.isActive,
        subscriptionCount: sql<number>`coalesce(${used.n}, 0)::int`,
      })
      .from(subscriptionPlans)
      .leftJoin(used, eq(used.planId, subscriptionPlans.id))
      .where(where)
      .orderBy(
        asc(subscriptionPlans.type),
        asc(subscriptionPlans.monthlyPrice),
        asc(subscriptionPlans.name),
      );
    return rows;
  }
  const onePlan = async (id: string) =>
    found((await plans(eq(subscriptionPlans.id, id)))[0], 'PLAN_NOT_FOUND');

  async function currentRate() {
    const [row] = await db
      .select({
        cdfPerUsd: exchangeRates.cdfPerUsd,
        setAt: exchangeRates.createdAt,
        setBy: users.name,
      })
      .from(exchangeRates)
      .leftJoin(users, eq(users.id, exchangeRates.setById))
      .orderBy(desc(exchangeRates.createdAt))
      .limit(1);
    return row ?? { cdfPerUsd: DEFAULT_CDF_PER_USD, setAt: null, setBy: null };
  }

  return {
    /** GET /api/admin/subscriptions: one page with the total; pending first, then newest. */
    adminList(query: z.output<typeof adminSubscriptionListQuerySchema>) {
      const where = query.status ? eq(payments.status, query.status) : undefined;
      return readPage(
        query,
        db
          .select({
            ...subscriptionColumns(deps.now()),
            paymentMethod: payments.paymentMethod,
            phoneNumber: payments.phoneNumber,
            transactionId: payments.transactionId,
            ...reviewedPaymentColumns,
          })
          .from(userSubscriptions)
          .innerJoin(payments, eq(payments.id, userSubscriptions.id))
          .innerJoin(users, eq(users.id, userSubscriptions.userId))
          .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
          .where(where)
          .orderBy(
            desc(sql`${payments.status} = 'pending'`),
            desc(userSubscriptions.createdAt),
            desc(userSubscriptions.id),
          ),
        db
          .select({ n: count() })
          .from(userSubscriptions)
          .innerJoin(payments, eq(payments.id, userSubscriptions.id))
          .where(where),
      );
    },

    /** GET /api/admin/subscription-plans: every plan, inactive included, with its usage. */
    adminPlans: () => plans(),

    async createPlan(input: z.output<typeof planInputSchema>) {
      const [row] = await db
        .insert(subscriptionPlans)
        .values({ ...input, mobileMoneyInfo: mobileMoneyNumbers(input.mobileMoneyInfo) })
        .returning({ id: subscriptionPlans.id });
      return onePlan(row!.id);
    },

    async updatePlan(admin: SessionUser, id: string, input: z.output<typeof planInputSchema>) {
      await updatePriced(db, admin, {
        table: subscriptionPlans,
        id,
        notFound: 'PLAN_NOT_FOUND',
        prices: {
          monthlyPrice: subscriptionPlans.monthlyPrice,
          yearlyPrice: subscriptionPlans.yearlyPrice,
        },
        set: {
          ...input,
          mobileMoneyInfo: mobileMoneyNumbers(input.mobileMoneyInfo),
          updatedAt: deps.now(),
        },
        action: 'subscription_plan.price',
      });
      return onePlan(id);
    },

    /**
     * DELETE /api/admin/subscription-plans/{id}: a plan no subscription uses is deleted; one in
     * use (the foreign key restricts deletion: its subscriptions are money records) is
     * deactivated instead, so no one can subscribe to it any more, and the answer says so.
     * The plan row is locked so a subscription request cannot slip in between.
     */
    async removePlan(admin: SessionUser, id: string) {
      return db.transaction(async (tx) => {
        const before = await loadRow(
          tx
            .select({
              name: subscriptionPlans.name,
              monthlyPrice: subscriptionPlans.monthlyPrice,
              yearlyPrice: subscriptionPlans.yearlyPrice,
              isActive: subscriptionPlans.isActive,
            })
            .from(subscriptionPlans)
            .where(eq(subscriptionPlans.id, id)),
          { notFound: 'PLAN_NOT_FOUND', lock: true },
        );
        const [used] = await tx
          .select({ id: userSubscriptions.id })
          .from(userSubscriptions)
          .where(eq(userSubscriptions.planId, id))
          .limit(1);
        // A plan people subscribed to is only deactivated: the line says which happened.
        await recordAudit(tx, admin, {
          action: 'subscription_plan.delete',
          entity: 'subscription_plans',
          entityId: id,
          before,
          after: used ? { isActive: false } : null,
        });
        if (used) {
          await tx
            .update(subscriptionPlans)
            .set({ isActive: false, updatedAt: deps.now() })
            .where(eq(subscriptionPlans.id, id));
          return { deactivated: true };
        }
        await tx.delete(subscriptionPlans).where(eq(subscriptionPlans.id, id));
        return { deactivated: false };
      });
    },

    /** GET /api/admin/exchange-rate: the rate in force, who set it and when. */
    exchangeRate: currentRate,

    /**
     * PUT /api/admin/exchange-rate: a new rate row (the earlier ones stay, as history), audited
     * in the same transaction. The public plans read the latest row: they follow at once.
     */
    async setExchangeRate(admin: SessionUser, input: z.output<typeof exchangeRateInputSchema>) {
      const now = deps.now();
      await db.transaction(async (tx) => {
        // One change at a time: the "before" of each audit line is the rate it replaced.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('exchange_rates'))`);
        const [before] = await tx
          .select({ cdfPerUsd: exchangeRates.cdfPerUsd })
          .from(exchangeRates)
          .orderBy(desc(exchangeRates.createdAt))
          .limit(1);
        const [row] = await tx
          .insert(exchangeRates)
          // The time of the insert, not of the transaction's start: rates order as the lock let them in.
          .values({
            cdfPerUsd: input.cdfPerUsd,
            setById: admin.id,
            createdAt: sql`clock_timestamp()`,
          })
          .returning({ id: exchangeRates.id });
        await recordAudit(
          tx,
          admin,
          {
            action: 'exchange_rate.set',
            entity: 'exchange_rates',
            entityId: row!.id,
            before: { cdfPerUsd: before?.cdfPerUsd ?? DEFAULT_CDF_PER_USD },
            after: { cdfPerUsd: input.cdfPerUsd },
          },
          now,
        );
      });
      return currentRate();
    },
  };
}
