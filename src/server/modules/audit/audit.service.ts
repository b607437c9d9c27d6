import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditQuerySchema } from '../../../contract/audit.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { readPage } from '../../lib/paged-list.ts';

/**
 * A few words naming the object of a line, found by its table and id (one indexed lookup per
 * line of the page, inside the same query); null when the object is gone or of another kind.
 */
const subject = sql<string | null>`case
  -- Every payment is in one table; lines written before it name the table it came from (same id).
  when ${auditLog.entity} in ('payments', 'payment_requests', 'package_purchases', 'bundle_payments', 'user_subscriptions')
    then (select coalesce(case p.kind
        when 'course' then (select c.title from courses c where c.id = p.item_id)
        when 'package' then (select k.name from packages k where k.id = p.item_id)
        when 'bundle' then (select b.name from training_bundles b where b.id = p.item_id)
        when 'subscription' then (select sp.name from subscription_plans sp where sp.id = p.item_id)
        when 'live_class' then (select l.title from live_classes l where l.id = p.item_id)
      end, '—') || ' — ' || u.name
      from payments p join users u on u.id = p.buyer_id where p.id = ${auditLog.entityId})
  when ${auditLog.entity} = 'live_class_registrations' then (select l.title || ' — ' || u.name from live_class_registrations r
    join live_classes l on l.id = r.live_class_id join users u on u.id = r.user_id where r.id = ${auditLog.entityId})
  when ${auditLog.entity} = 'quote_requests' then (select b.name || ' — ' || coalesce(q.company_name, q.contact_name) from quote_requests q
    join training_bundles b on b.id = q.bundle_id where q.id = ${auditLog.entityId})
  when ${auditLog.entity} = 'users' then (select u.name || ' (' || u.email || ')' from users u where u.id = ${auditLog.entityId})
  -- A price changed or something deleted: its title while it exists, else the one the line kept.
  when ${auditLog.entity} in ('courses', 'live_classes', 'lessons', 'quizzes', 'announcements') then coalesce(
    case ${auditLog.entity}
      when 'courses' then (select c.title from courses c where c.id = ${auditLog.entityId})
      when 'live_classes' then (select l.title from live_classes l where l.id = ${auditLog.entityId})
    end, ${auditLog.before} ->> 'title')
  when ${auditLog.entity} in ('packages', 'training_bundles', 'subscription_plans') then coalesce(
    case ${auditLog.entity}
      when 'packages' then (select k.name from packages k where k.id = ${auditLog.entityId})
      when 'training_bundles' then (select b.name from training_bundles b where b.id = ${auditLog.entityId})
      when 'subscription_plans' then (select sp.name from subscription_plans sp where sp.id = ${auditLog.entityId})
    end, ${auditLog.before} ->> 'name')
  end`;

export function createAuditService(db: Db) {
  return {
    /** GET /api/admin/audit: one page, newest first, optionally of one action, and the total. */
    async list(query: z.output<typeof auditQuerySchema>) {
      const where = query.action ? eq(auditLog.action, query.action) : undefined;
      const page = await readPage(
        query,
        db
          .select({
            id: auditLog.id,
            actorId: auditLog.actorId,
            actorName: auditLog.actorName,
            actorEmail: auditLog.actorEmail,
            action: auditLog.action,
            entity: auditLog.entity,
            entityId: auditLog.entityId,
            subject,
            before: auditLog.before,
            after: auditLog.after,
            createdAt: auditLog.createdAt,
          })
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
        db.select({ n: count() }).from(auditLog).where(where),
      );
      return {
        ...page,
        items: page.items.map(({ actorId, actorName, actorEmail, ...row }) => ({
          ...row,
          actor: { id: actorId, name: actorName, email: actorEmail },
        })),
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
