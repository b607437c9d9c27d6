/**
 * The audit record of the demo: one line for each decision the demo data shows as already made
 * (payments of every kind decided, quotes sent or answered), so the admin's "Journal" tab tells
 * the same story as the rest of the demo. Each line is derived from the decided rows themselves.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';

/** The audit action of a decision, per kind of payment (as the payments module writes it). */
const decideAction = sql.raw(`case p.kind
  when 'course' then 'payment_request.decide' when 'package' then 'package_purchase.decide'
  when 'bundle' then 'bundle_payment.decide' when 'subscription' then 'subscription.decide'
  when 'live_class' then 'live_class_registration.decide' end`);

export async function insertDemoAudit(tx: Tx, adminId: string): Promise<void> {
  await tx.execute(sql`
    insert into audit_log (actor_id, actor_name, actor_email, action, entity, entity_id, before, after, created_at)
    select u.id, u.name, u.email, ${decideAction}, 'payments', p.id,
      jsonb_build_object('status', 'pending'),
      jsonb_build_object('status', p.status, 'amount', p.amount, 'via', 'person'),
      p.decided_at
    from payments p join users u on u.id = p.decided_by_id
    where p.decided_at is not null and p.status <> 'pending'`);
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
