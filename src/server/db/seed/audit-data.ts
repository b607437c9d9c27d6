/**
 * The audit record of the demo: one line for each decision the demo data shows as already made
 * (course, package, bundle, subscription and live-class payments decided, quotes sent or
 * answered), so the admin's "Journal" tab tells the same story as the rest of the demo.
 * Each line is derived from the decided rows themselves, in one INSERT … SELECT per table.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';

/** Tables whose rows carry a payment status, its decider and its date. */
const decided = [
  {
    table: 'payment_requests',
    action: 'payment_request.decide',
    status: 'status',
    amount: 'amount',
  },
  {
    table: 'package_purchases',
    action: 'package_purchase.decide',
    status: 'status',
    amount: 'amount_paid',
  },
  { table: 'bundle_payments', action: 'bundle_payment.decide', status: 'status', amount: 'amount' },
  {
    table: 'user_subscriptions',
    action: 'subscription.decide',
    status: 'status',
    amount: 'amount_asked_cdf',
  },
  {
    table: 'live_class_registrations',
    action: 'live_class_registration.decide',
    status: 'payment_status',
    amount: 'amount_asked_cdf',
  },
] as const;

export async function insertDemoAudit(tx: Tx, adminId: string): Promise<void> {
  for (const d of decided) {
    await tx.execute(sql`
      insert into audit_log (actor_id, actor_name, actor_email, action, entity, entity_id, before, after, created_at)
      select u.id, u.name, u.email, ${d.action}, ${d.table}, r.id,
        jsonb_build_object('status', 'pending'),
        jsonb_build_object('status', r.${sql.raw(d.status)}, 'amount', r.${sql.raw(d.amount)}),
        r.decided_at
      from ${sql.raw(d.table)} r join users u on u.id = r.decided_by_id
      where r.decided_at is not null and r.${sql.raw(d.status)} <> 'pending'`);
  }
  // Quotes sent by the demo admin, then accepted or refused for some: a line per step.
  await tx.execute(sql`
    insert into audit_log (actor_id, actor_name, actor_email, action, entity, entity_id, before, after, created_at)
    select u.id, u.name, u.email, 'quote_request.update', 'quote_requests', q.id,
      jsonb_build_object('status', 'pending', 'quotedPrice', null),
      jsonb_build_object('status', 'sent', 'quotedPrice', q.quoted_price),
      q.updated_at - case when q.status = 'sent' then interval '0' else interval '1 day' end
    from quote_requests q join users u on u.id = ${adminId}
    where q.status <> 'pending'
    union all
    select u.id, u.name, u.email, 'quote_request.update', 'quote_requests', q.id,
      jsonb_build_object('status', 'sent', 'quotedPrice', q.quoted_price),
      jsonb_build_object('status', q.status, 'quotedPrice', q.quoted_price),
      q.updated_at
    from quote_requests q join users u on u.id = ${adminId}
    where q.status in ('accepted', 'rejected')`);
}
