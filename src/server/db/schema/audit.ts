/**
 * The audit record (issue "Admin", part 8): every money decision and role change, who made it,
 * when, and the state before and after. Append-only: a trigger (migration 0009) refuses UPDATE
 * and DELETE, and the actor is a copy (id, name, email), not a reference, so deleting an
 * account cannot rewrite history.
 */
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';

export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: uuid().notNull(),
    actorName: text().notNull(),
    actorEmail: text().notNull(),
    /** What was done, e.g. 'payment_request.decide', 'user.role'. */
    action: text().notNull(),
    /** The table of the object acted on and its id. */
    entity: text().notNull(),
    entityId: uuid().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);
