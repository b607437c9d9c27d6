/** Rows the tests read back to see what a call left behind. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client.ts';
import { auditLog, certifications, notifications } from '../../src/server/db/schema/index.ts';

/** Every audit line written about `entityId`. */
export const auditLinesOf = (db: Db, entityId: string) =>
  db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

/** Every notification `userId` has received. */
export const notificationsOf = (db: Db, userId: string) =>
  db.select().from(notifications).where(eq(notifications.userId, userId));

/** The certificate `userId` earned for `courseId`, if any. */
export async function certificationOf(db: Db, userId: string, courseId: string) {
  const [row] = await db
    .select()
    .from(certifications)
    .where(and(eq(certifications.userId, userId), eq(certifications.courseId, courseId)));
  return row;
}
