import { and, eq, exists, inArray, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  certifications,
  courses,
  enrollments,
  liveClasses,
  liveClassRegistrations,
  payments,
} from '../../db/schema/index.ts';
import * as coursePolicy from '../../policies/course.ts';
import { loadRow } from '../../policies/load-row.ts';
import { recordAudit } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { removeCourseFromBundles } from '../bundles/index.ts';
import { appError } from '../../http/app-error.ts';

/**
 * Whether anything a learner paid for or earned hangs on the course: an enrolment, a certificate,
 * a payment of any status (a pending one holds its transaction ID), or a registration or payment
 * for one of its live classes. Such a course is never deleted: a record of money paid is kept
 * (docs/decisions/0015-money-records-are-kept.md), and the course is unpublished or archived.
 */
const holdsLearnerRecords = (courseId: string) => {
  const classes = sql`(select ${liveClasses.id} from ${liveClasses} where ${liveClasses.courseId} = ${courseId})`;
  return or(
    exists(sql`(select 1 from ${enrollments} where ${enrollments.courseId} = ${courseId})`),
    exists(sql`(select 1 from ${certifications} where ${certifications.courseId} = ${courseId})`),
    exists(
      sql`(select 1 from ${payments} where ${payments.kind} = 'course' and ${payments.itemId} = ${courseId})`,
    ),
    exists(
      sql`(select 1 from ${payments} where ${payments.kind} = 'live_class' and ${inArray(payments.itemId, classes)})`,
    ),
    exists(
      sql`(select 1 from ${liveClassRegistrations} where ${inArray(liveClassRegistrations.liveClassId, classes)})`,
    ),
  )!;
};

/**
 * DELETE /api/courses/{id} (its instructor or an admin) and DELETE /api/admin/courses/{id}: the
 * course goes with its lessons and quizzes and leaves every bundle, in one transaction with its
 * audit line, unless it holds learners' records (409). The row is locked first, so two deletions
 * never both write a line.
 */
export async function deleteCourse(db: Db, user: SessionUser, courseId: string): Promise<void> {
  await db.transaction(async (tx: Tx) => {
    const course = await loadRow(
      tx
        .select({
          id: courses.id,
          title: courses.title,
          instructorId: courses.instructorId,
          status: courses.status,
          price: courses.price,
        })
        .from(courses)
        .where(eq(courses.id, courseId)),
      {
        notFound: 'COURSE_NOT_FOUND',
        ...coursePolicy.editedBy(user, 'NOT_COURSE_OWNER'),
        lock: true,
      },
    );
    const [deleted] = await tx
      .delete(courses)
      .where(and(eq(courses.id, course.id), sql`not ${holdsLearnerRecords(course.id)}`))
      .returning({ id: courses.id });
    if (!deleted) throw appError('COURSE_HAS_LEARNERS');
    // Bundles list course ids in an array no foreign key cascades from.
    await removeCourseFromBundles(tx, course.id);
    const { id, ...before } = course;
    await recordAudit(tx, user, {
      action: 'course.delete',
      entity: 'courses',
      entityId: id,
      before,
    });
  });
}
