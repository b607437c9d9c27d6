/**
 * A subscription paid by mobile money: priced in dollars, asked in FC at the platform's rate,
 * decided by an admin. Confirming starts the period; a user never has two active subscriptions.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { SubscriptionDuration } from '../../../contract/subscriptions.ts';
import { paymentMessages } from '../../../contract/payments.ts';
import type { Tx } from '../../db/client.ts';
import { payments, subscriptionPlans, userSubscriptions, users } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { found } from '../../policies/load-row.ts';
import { cdfPerUsd, toCdf, type PaymentKindPlugin } from '../payments/index.ts';

/** When a period that starts at `start` ends. */
export function periodEnd(start: Date, duration: SubscriptionDuration): Date {
  const end = new Date(start);
  if (duration === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** Confirmed (the period was started), switched on, and not yet over at `now`. */
export const activeAt = (now: Date) =>
  sql<boolean>`(${userSubscriptions.startDate} is not null and ${userSubscriptions.isActive} and ${userSubscriptions.endDate} > ${now.toISOString()}::timestamptz)`;

/** Locks the user's row: one user's requests and confirmations then run one at a time. */
const lockUser = (tx: Tx, userId: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

export function createSubscriptionPaymentKind(
  now: () => Date,
): PaymentKindPlugin<{ duration: SubscriptionDuration }> {
  return {
    kind: 'subscription',
    auditAction: 'subscription.decide',

    /** Refused (409) while the buyer has an active or pending subscription. */
    async itemForRequest(tx, buyer, planId, { duration }) {
      const [active] = await tx
        .select()
        .from(subscriptionPlans)
        .where(and(eq(subscriptionPlans.id, planId), eq(subscriptionPlans.isActive, true)))
        // Shared lock: an admin deleting the plan meanwhile either waits (and then sees this
        // subscription: the plan is deactivated) or went first (the plan is gone: 404).
        .for('share');
      const plan = found(active, 'PLAN_NOT_FOUND');
      await lockUser(tx, buyer.id);
      const [current] = await tx
        .select({ id: userSubscriptions.id })
        .from(userSubscriptions)
        .innerJoin(payments, eq(payments.id, userSubscriptions.id))
        .where(
          and(
            eq(userSubscriptions.userId, buyer.id),
            sql`(${payments.status} = 'pending' or ${activeAt(now())})`,
          ),
        )
        .limit(1);
      if (current) throw appError('SUBSCRIPTION_EXISTS');
      const amountUsd = duration === 'yearly' ? plan.yearlyPrice : plan.monthlyPrice;
      return {
        id: plan.id,
        amount: toCdf(amountUsd, await cdfPerUsd(tx)),
        amountUsd,
        numbers: plan.mobileMoneyInfo,
      };
    },

    async onRequest(tx, payment, { duration }) {
      await tx.insert(userSubscriptions).values({
        id: payment.id,
        userId: payment.buyerId,
        planId: payment.itemId,
        duration,
        createdAt: payment.createdAt,
      });
    },

    async itemFacts(executor, planId) {
      const [plan] = await executor
        .select({ title: subscriptionPlans.name })
        .from(subscriptionPlans)
        .where(eq(subscriptionPlans.id, planId));
      return plan && { title: plan.title, ownerId: null };
    },

    async onConfirm(tx, payment, at) {
      await lockUser(tx, payment.buyerId);
      const [active] = await tx
        .select({ id: userSubscriptions.id })
        .from(userSubscriptions)
        .where(
          and(
            eq(userSubscriptions.userId, payment.buyerId),
            ne(userSubscriptions.id, payment.id),
            activeAt(at),
          ),
        )
        .limit(1);
      if (active) throw appError('SUBSCRIPTION_OTHER_ACTIVE');
      const [row] = await tx
        .select({ duration: userSubscriptions.duration })
        .from(userSubscriptions)
        .where(eq(userSubscriptions.id, payment.id));
      const endDate = periodEnd(at, row!.duration);
      await tx
        .update(userSubscriptions)
        .set({ startDate: at, endDate, updatedAt: at })
        .where(eq(userSubscriptions.id, payment.id));
      return { startDate: at.toISOString(), endDate: endDate.toISOString() };
    },

    async onReverse(tx, payment) {
      await tx
        .update(userSubscriptions)
        .set({ startDate: null, endDate: null })
        .where(eq(userSubscriptions.id, payment.id));
    },

    notice(outcome, plan, reason) {
      if (outcome === 'confirmed')
        return {
          type: 'subscription_confirmed',
          title: 'Abonnement activé',
          message: `Votre abonnement « ${plan.title} » est actif.`,
          link: '/subscriptions',
        };
      if (outcome === 'reversed')
        return {
          type: 'payment_reversed',
          title: paymentMessages.reversed,
          message: `L’activation automatique de votre abonnement « ${plan.title} » a été annulée : il sera vérifié par une personne.`,
          link: '/subscriptions',
        };
      return {
        type: 'subscription_rejected',
        title: 'Abonnement rejeté',
        message: `Votre demande d’abonnement « ${plan.title} » a été rejetée.${reason ? ` Motif : ${reason}.` : ''}`,
        link: '/subscriptions',
      };
    },

    reviewLink: () => '/admin/dashboard?onglet=abonnements',
    itemTitleSql: sql`(select ${subscriptionPlans.name} from ${subscriptionPlans} where ${subscriptionPlans.id} = ${payments.itemId})`,
    ownerIdSql: sql`null`,
  };
}
