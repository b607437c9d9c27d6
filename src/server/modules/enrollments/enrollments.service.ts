import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { enrollmentMessages } from '../../../contract/enrollments.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  courses,
  enrollments,
  lessons,
  packagePurchases,
  paymentRequests,
  subscriptionPlans,
  userSubscriptions,
} from '../../db/schema.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import { qualified } from '../../lib/sql-columns.ts';
import type { SessionUser } from '../auth/session.service.ts';
import { selectCourses, toCourse } from '../courses/course-query.ts';
import type { CoursesService } from '../courses/courses.service.ts';

const enrollmentColumns = {
  id: enrollments.id,
  courseId: enrollments.courseId,
  userId: enrollments.userId,
  progress: enrollments.progress,
  completedLessons: enrollments.completedLessons,
  enrolledAt: enrollments.enrolledAt,
};

/** Confirmed, switched on, and not yet over. */
const subscriptionIsActive = sql<boolean>`(${userSubscriptions.status} = 'confirmed' and ${userSubscriptions.isActive} and ${userSubscriptions.endDate} > now())`;

export function createEnrollmentsService(db: Db, coursesService: CoursesService) {
  /** Uses one course of an active subscription or of a confirmed package purchase; false when neither. */
  async function takePackageSeat(
    tx: Tx,
    userId: string,
    courseId: string,
    enrollmentId: string,
  ): Promise<boolean> {
    const [subscription] = await tx
      .update(userSubscriptions)
      .set({ coursesUsed: sql`${userSubscriptions.coursesUsed} + 1` })
      .where(
        and(
          eq(userSubscriptions.userId, userId),
          subscriptionIsActive,
          sql`not exists (select 1 from ${subscriptionPlans} where ${subscriptionPlans.id} = ${qualified(userSubscriptions.planId)}
                and ${subscriptionPlans.courseLimit} is not null
                and ${qualified(userSubscriptions.coursesUsed)} >= ${subscriptionPlans.courseLimit})`,
          sql`${userSubscriptions.id} = (select s.id from ${userSubscriptions} s where s.user_id = ${userId}
                and s.status = 'confirmed' and s.is_active and s.end_date > now() order by s.end_date desc limit 1)`,
        ),
      )
      .returning({ id: userSubscriptions.id });
    if (subscription) return true;
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
  }

  async function hasConfirmedPayment(tx: Tx, userId: string, courseId: string): Promise<boolean> {
    const [row] = await tx
      .select({ id: paymentRequests.id })
      .from(paymentRequests)
      .where(
        and(
          eq(paymentRequests.userId, userId),
          eq(paymentRequests.courseId, courseId),
          eq(paymentRequests.status, 'confirmed'),
        ),
      )
      .limit(1);
    return !!row;
  }

  return {
    /** Enrols once: free courses at once, package courses on a subscription or package, priced ones after payment. */
    async enroll(user: SessionUser, courseId: string) {
      const course = await coursesService.visibleCourse(user, courseId);
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
        if (course.status !== 'published')
          throw conflict(enrollmentMessages.notOpen, 'COURSE_NOT_OPEN');
        if (course.accessType === 'package') {
          const paidDirectly =
            course.price > 0 && (await hasConfirmedPayment(tx, user.id, course.id));
          if (!paidDirectly && !(await takePackageSeat(tx, user.id, course.id, inserted.id))) {
            throw forbidden(enrollmentMessages.subscriptionRequired, 'SUBSCRIPTION_REQUIRED');
          }
        } else if (course.price > 0 && !(await hasConfirmedPayment(tx, user.id, course.id))) {
          throw new AppError(402, 'PAYMENT_REQUIRED', enrollmentMessages.paymentRequired);
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
            .where(eq(enrollments.userId, user.id)),
        ),
      );
      if (rows.length === 0) return [];
      const mine = await db
        .select(enrollmentColumns)
        .from(enrollments)
        .where(eq(enrollments.userId, user.id))
        .orderBy(desc(enrollments.enrolledAt));
      const byCourse = new Map(rows.map((r) => [r.id, toCourse(r)]));
      return mine.flatMap((e) => {
        const course = byCourse.get(e.courseId);
        return course ? [{ ...e, course }] : [];
      });
    },

    async getForCourse(user: SessionUser, courseId: string) {
      if (!isUuid(courseId)) throw notFound(enrollmentMessages.notFound, 'ENROLLMENT_NOT_FOUND');
      const [row] = await db
        .select(enrollmentColumns)
        .from(enrollments)
        .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, courseId)));
      if (!row) throw notFound(enrollmentMessages.notFound, 'ENROLLMENT_NOT_FOUND');
      return row;
    },

    /** Marks a lesson of the enrolment's course complete; twice changes nothing. */
    async completeLesson(user: SessionUser, enrollmentId: string, lessonId: string) {
      if (!isUuid(enrollmentId))
        throw notFound(enrollmentMessages.notFound, 'ENROLLMENT_NOT_FOUND');
      return db.transaction(async (tx) => {
        const [enrollment] = await tx
          .select(enrollmentColumns)
          .from(enrollments)
          .where(and(eq(enrollments.id, enrollmentId), eq(enrollments.userId, user.id)))
          .for('update');
        if (!enrollment) throw notFound(enrollmentMessages.notFound, 'ENROLLMENT_NOT_FOUND');
        const courseLessons = await tx
          .select({ id: lessons.id })
          .from(lessons)
          .where(eq(lessons.courseId, enrollment.courseId))
          .orderBy(asc(lessons.order));
        const ids = new Set(courseLessons.map((l) => l.id));
        if (!ids.has(lessonId))
          throw badRequest(enrollmentMessages.lessonNotInCourse, 'LESSON_NOT_IN_COURSE');
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
    },

    /** The caller's current subscription: an active one first, else the latest. */
    async mySubscription(user: SessionUser) {
      const [row] = await db
        .select({
          id: userSubscriptions.id,
          planId: userSubscriptions.planId,
          planName: subscriptionPlans.name,
          status: userSubscriptions.status,
          duration: userSubscriptions.duration,
          startDate: userSubscriptions.startDate,
          endDate: userSubscriptions.endDate,
          isActive: subscriptionIsActive,
        })
        .from(userSubscriptions)
        .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, userSubscriptions.planId))
        .where(eq(userSubscriptions.userId, user.id))
        .orderBy(desc(subscriptionIsActive), desc(userSubscriptions.createdAt))
        .limit(1);
      if (!row) return { isActive: false, subscription: null };
      const { isActive, ...subscription } = row;
      return { isActive: Boolean(isActive), subscription };
    },
  };
}

export type EnrollmentsService = ReturnType<typeof createEnrollmentsService>;
