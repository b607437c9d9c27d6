/**
 * Writes a line of the audit record (issue "Admin", part 8) inside the transaction that makes
 * the decision, so the decision and its trace commit or roll back together. Callers pass the
 * fields that changed, before and after.
 */
import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { SessionUser } from '../auth/session.service.ts';

/** What was decided: a money decision ('<table>.decide') or a change to an account. */
export type AuditAction =
  | 'payment_request.decide'
  | 'package_purchase.decide'
  | 'subscription.decide'
  | 'bundle_payment.decide'
  | 'live_class_registration.decide'
  | 'payment.reverse'
  | 'payment.attach_sms'
  | 'quote_request.update'
  | 'exchange_rate.set'
  | 'sms_template.create'
  | 'sms_template.update'
  | 'sms_template.delete'
  | 'user.role'
  | 'user.suspend'
  | 'user.reinstate';

export interface AuditEntry {
  action: AuditAction;
  /** The table of the object acted on, and its id. */
  entity: string;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export async function recordAudit(
  tx: Tx,
  actor: Pick<SessionUser, 'id' | 'name' | 'email'>,
  entry: AuditEntry,
  at?: Date,
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.name,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(at ? { createdAt: at } : {}),
  });
}
