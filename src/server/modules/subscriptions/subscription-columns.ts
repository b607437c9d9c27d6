import { sql } from 'drizzle-orm';
import { payments, subscriptionPlans, userSubscriptions } from '../../db/schema/index.ts';
import { activeAt } from './subscription-payment-kind.ts';

/** active | expired | pending | rejected, as the pages show it (joined to the payment). */
const stateAt = (now: Date) =>
  sql<'active' | 'expired' | 'pending' | 'rejected'>`case
    when ${payments.status} <> 'confirmed' then ${payments.status}::text
    when ${activeAt(now)} then 'active' else 'expired' end`;

/**
 * A subscription as every page reads it (contract: subscriptionSchema), judged at `now`: its
 * effect (this table) joined to its payment (same id) and its plan.
 */
export const subscriptionColumns = (now: Date) => ({
  id: userSubscriptions.id,
  planId: userSubscriptions.planId,
  planName: subscriptionPlans.name,
  status: payments.status,
  state: stateAt(now),
  duration: userSubscriptions.duration,
  amountPaid: sql<number>`coalesce(${payments.amountUsd}, 0)`.mapWith(Number),
  amountAskedCdf: payments.amount,
  startDate: userSubscriptions.startDate,
  endDate: userSubscriptions.endDate,
  createdAt: userSubscriptions.createdAt,
});
