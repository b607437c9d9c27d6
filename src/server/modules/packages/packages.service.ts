import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { enrollments, packagePurchases } from '../../db/schema/index.ts';

export function createPackagesService(_db: Db) {
  return {
    /**
     * Uses one course of the user's oldest confirmed package purchase that has courses left, and
     * ties the enrolment to it; false when there is none. The purchase row is locked.
     */
    async takeSeat(tx: Tx, userId: string, courseId: string, enrollmentId: string) {
      const [purchase] = await tx
        .update(packagePurchases)
        .set({
          coursesRemaining: sql`${packagePurchases.coursesRemaining} - 1`,
          coursesSelected: sql`array_append(${packagePurchases.coursesSelected}, ${courseId}::text)`,
        })
        .where(
          sql`${packagePurchases.id} = (select p.id from ${packagePurchases} p where p.user_id = ${userId}
                and p.status = 'confirmed' and p.courses_remaining > 0 order by p.purchase_date asc limit 1 for update)`,
        )
        .returning({ id: packagePurchases.id });
      if (!purchase) return false;
      await tx
        .update(enrollments)
        .set({ packagePurchaseId: purchase.id })
        .where(eq(enrollments.id, enrollmentId));
      return true;
    },
  };
}

export type PackagesService = ReturnType<typeof createPackagesService>;
