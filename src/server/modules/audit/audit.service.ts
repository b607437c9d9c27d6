import { count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditQuerySchema } from '../../../contract/audit.ts';
import { pageOffset } from '../../../contract/paging.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

type AuditQuery = z.output<typeof auditQuerySchema>;

/**
 * A few words naming the object of a line, found by its table and id (one indexed lookup per
 * line of the page, inside the same query); null when the object is gone or of another kind.
 */
const subject = sql<string | null>`case ${auditLog.entity}
  when 'payment_requests' then (select c.title || ' — ' || u.name from payment_requests p
    join courses c on c.id = p.course_id join users u on u.id = p.user_id where p.id = ${auditLog.entityId})
  when 'package_purchases' then (select k.name || ' — ' || u.name from package_purchases p
    join packages k on k.id = p.package_id join users u on u.id = p.user_id where p.id = ${auditLog.entityId})
  when 'bundle_payments' then (select b.name || ' — ' || u.name from bundle_payments p
    join training_bundles b on b.id = p.bundle_id join users u on u.id = p.user_id where p.id = ${auditLog.entityId})
  when 'live_class_registrations' then (select l.title || ' — ' || u.name from live_class_registrations r
    join live_classes l on l.id = r.live_class_id join users u on u.id = r.user_id where r.id = ${auditLog.entityId})
  when 'quote_requests' then (select b.name || ' — ' || coalesce(q.company_name, q.contact_name) from quote_requests q
    join training_bundles b on b.id = q.bundle_id where q.id = ${auditLog.entityId})
  when 'user_subscriptions' then (select sp.name || ' — ' || u.name from user_subscriptions s
    join subscription_plans sp on sp.id = s.plan_id join users u on u.id = s.user_id where s.id = ${auditLog.entityId})
  when 'users' then (select u.name || ' (' || u.email || ')' from users u where u.id = ${auditLog.entityId})
  end`;

export function createAuditService(db: Db) {
  return {
    /** GET /api/admin/audit: one page, newest first, optionally of one action, and the total. */
    async list(query: AuditQuery) {
      const where = query.action ? eq(auditLog.action, query.action) : undefined;
      const [rows, [total]] = await Promise.all([
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
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        items: rows.map(({ actorId, actorName, actorEmail, ...row }) => ({
          ...row,
          actor: { id: actorId, name: actorName, email: actorEmail },
        })),
        total: Number(total?.n ?? 0),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
