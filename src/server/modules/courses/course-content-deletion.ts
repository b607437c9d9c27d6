import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import * as coursePolicy from '../../policies/course.ts';
import { recordAudit, type AuditAction } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';

/** A table of a course's content (lessons, quizzes): each row has a title and its course. */
type ContentTable = PgTable & { id: PgColumn; title: PgColumn; courseId: PgColumn };

/**
 * Deletes a piece of a course's content the caller may edit (checked before), in a transaction
 * with the audit line of an admin's deletion (see `coursePolicy.auditsDeletion`).
 */
export async function deleteCourseContent(
  db: Db,
  user: SessionUser,
  target: { table: ContentTable; id: string; action: AuditAction; entity: string },
): Promise<void> {
  const { table, id } = target;
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(table)
      .where(eq(table.id, id))
      .returning({ title: table.title, courseId: table.courseId });
    if (gone && coursePolicy.auditsDeletion(user))
      await recordAudit(tx, user, {
        action: target.action,
        entity: target.entity,
        entityId: id,
        before: gone,
      });
  });
}
