import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { courses, enrollments, lessons, payments } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import * as enrollmentPolicy from '../../policies/enrollment.ts';
import { loadRow } from '../../policies/load-row.ts';
import type { SessionUser } from '../auth/index.ts';
import { selectCourses, toCourse, type CoursesService } from '../courses/index.ts';
import type { CertificationsService } from '../certifications/index.ts';
import type { PackagesService } from '../packages/index.ts';
import type { SubscriptionsService } from '../subscriptions/index.ts';

const enrollmentColumns = {
  id: enrollments.id,
  courseId: enrollments.courseId,
  userId: enrollments.userId,
  progress: enrollments.progress,
  completedLessons: enrollments.completedLessons,
  enrolledAt: enrollments.enrolledAt,
};

export interface EnrollmentsDeps {
  courses: CoursesService;
  subscriptions: SubscriptionsService;
  packages: PackagesService;
  certifications: CertificationsService;
}

export function createEnrollmentsService(db: Db, deps: EnrollmentsDeps) {
  async function hasConfirmedPayment(tx: Tx, userId: string, courseId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.kind, 'course'),
          eq(payments.buyerId, userId),
          eq(payments.itemId, courseId),
          eq(payments.status, 'confirmed'),
        ),
      )
      .limit(1);
    return !!row;
  }

  return {
    /** Enrols once: free courses at once, package courses on a subscription or package, priced ones after payment. */
    async enroll(user: SessionUser, courseId: string) {
      const course = await deps.courses.visibleCourse(user, courseId);
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(enrollments)
          .values({ userId: user.id, courseId: course.id })
          .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] })
          .returning(enrollmentColumns);
        if (!inserted) {
          const [existing] = await tx
            .select(enrollmentColumns)
            .from(enrollments)
            .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, course.id)));
          return { enrollment: existing!, created: false };
        }
        if (course.status !== 'published') throw appError('COURSE_NOT_OPEN');
        if (course.accessType === 'package') {
          const paidDirectly =
            course.price > 0 && (await hasConfirmedPayment(tx, user.id, course.id));
          const seated =
            paidDirectly ||
            (await deps.subscriptions.takeSeat(tx, user.id)) ||
            (await deps.packages.takeSeat(tx, user.id, course.id, inserted.id));
          if (!seated) throw appError('SUBSCRIPTION_REQUIRED');
        } else if (course.price > 0 && !(await hasConfirmedPayment(tx, user.id, course.id))) {
          throw appError('PAYMENT_REQUIRED');
        }
        return { enrollment: inserted, created: true };
      });
    },

    async list(user: SessionUser) {
      const rows = await selectCourses(
        db,
        user.id,
        inArray(
          courses.id,
          db
            .select({ id: enrollments.courseId })
            .from(enrollments)
            .where(enrollmentPolicy.ownWhere(user)),
        ),
      );
      if (rows.length === 0) return [];
      const mine = await db
        .select(enrollmentColumns)
        .from(enrollments)
        .where(enrollmentPolicy.ownWhere(user))
        .orderBy(desc(enrollments.enrolledAt));
      const byCourse = new Map(rows.map((r) => [r.id, toCourse(r)]));
      return mine.flatMap((e) => {
        const course = byCourse.get(e.courseId);
        return course ? [{ ...e, course }] : [];
      });
    },

    async getForCourse(user: SessionUser, courseId: string) {
      return loadRow(
        db
          .select(enrollmentColumns)
          .from(enrollments)
          .where(and(enrollmentPolicy.ownWhere(user), eq(enrollments.courseId, courseId))),
        { notFound: 'ENROLLMENT_NOT_FOUND' },
      );
    },

    /**
     * Marks a lesson of the enrolment's course complete; twice changes nothing. The last one
     * issues the course's certificate when every published quiz is passed too.
     */
    async completeLesson(user: SessionUser, enrollmentId: string, lessonId: string) {
      const result = await db.transaction(async (tx) => {
        const enrollment = await loadRow(
          tx
            .select(enrollmentColumns)
            .from(enrollments)
            .where(and(eq(enrollments.id, enrollmentId), enrollmentPolicy.ownWhere(user))),
          { notFound: 'ENROLLMENT_NOT_FOUND', lock: true },
        );
        const courseLessons = await tx
          .select({ id: lessons.id })
          .from(lessons)
          .where(eq(lessons.courseId, enrollment.courseId))
          .orderBy(asc(lessons.order));
        const ids = new Set(courseLessons.map((l) => l.id));
        if (!ids.has(lessonId)) throw appError('LESSON_NOT_IN_COURSE');
        if (enrollment.completedLessons.includes(lessonId)) return enrollment;
        const completed = [...enrollment.completedLessons, lessonId];
        const done = completed.filter((id) => ids.has(id)).length;
        const progress = Math.round((100 * done) / ids.size);
        const [updated] = await tx
          .update(enrollments)
          .set({ completedLessons: completed, progress })
          .where(eq(enrollments.id, enrollment.id))
          .returning(enrollmentColumns);
        return updated!;
      });
      // Checked once committed, on a repeated call too: it issues what an earlier failure missed.
      (await deps.certifications.issueIfDue(user.id, result.courseId))?.();
      return result;
    },
  };
}

export type EnrollmentsService = ReturnType<typeof createEnrollmentsService>;
