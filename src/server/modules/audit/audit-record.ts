/**
 * Writes a line of the audit record (issue "Admin", part 8) inside the transaction that makes
 * the decision, so the decision and its trace commit or roll back together. Callers pass the
 * fields that changed, before and after.
 */
import type { AuditActionName } from '../../../contract/audit.ts';
import type { Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { SessionUser } from '../auth/index.ts';

/** What was decided: a money decision, a price, a deletion, a change to an account. */
export type AuditAction = AuditActionName;

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

/**
 * Writes a price line (`course.price`, `package.price`…) when a price field changed: who, and
 * only the fields that differ, before and after. A field absent from `after` (a partial update)
 * is unchanged. Nothing is written when every price stays the same.
 */
export async function recordPriceChange(
  tx: Tx,
  actor: Pick<SessionUser, 'id' | 'name' | 'email'>,
  entry: AuditEntry & { before: Record<string, unknown>; after: Record<string, unknown> },
): Promise<void> {
  const changed = Object.keys(entry.before).filter(
    (k) => entry.after[k] !== undefined && String(entry.after[k]) !== String(entry.before[k]),
  );
  if (changed.length === 0) return;
  const only = (row: Record<string, unknown>) =>
    Object.fromEntries(changed.map((k) => [k, row[k]]));
  await recordAudit(tx, actor, { ...entry, before: only(entry.before), after: only(entry.after) });
}
