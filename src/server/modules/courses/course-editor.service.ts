import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { courseCreateSchema, courseUpdateSchema } from '../../../contract/courses.ts';
import type { Db } from '../../db/client.ts';
import { courses, payments, type CourseMobileMoneyInfo } from '../../db/schema/index.ts';
import { loadRow } from '../../policies/load-row.ts';
import { recordPriceChange } from '../audit/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { deleteCourse } from './course-deletion.ts';
import { loadEditableCourse, selectCourses, toCourse } from './course-query.ts';
import { mobileMoneyNumbers } from '../payments/index.ts';
import type { CoursesService } from './courses.service.ts';

type MobileMoneyInput = z.output<typeof courseCreateSchema>['mobileMoneyInfo'];

/** Empty entries are dropped so the stored JSON only holds what the instructor gave. */
function mobileMoney(info: MobileMoneyInput): CourseMobileMoneyInfo | null | undefined {
  if (info === undefined) return undefined;
  if (info === null) return null;
  const kept: CourseMobileMoneyInfo = { ...mobileMoneyNumbers(info) };
  if (info.instructions) kept.instructions = info.instructions;
  return Object.keys(kept).length ? kept : null;
}

/** Checks that an uploaded cover may be used by the caller (see the objects module). */
export type CoverGuard = (
  user: SessionUser,
  courseId: string | null,
  media: { thumbnail?: string | null },
) => Promise<void>;

export function createCourseEditorService(
  db: Db,
  coursesService: CoursesService,
  coverGuard: CoverGuard,
) {
  const editableCourse = (user: SessionUser, courseId: string) =>
    loadEditableCourse(db, user, courseId, { forbidden: 'NOT_COURSE_OWNER' });

  return {
    /** The caller's own courses, every status, newest first. */
    async mine(user: SessionUser) {
      const [rows, pending] = await Promise.all([
        selectCourses(db, user.id, eq(courses.instructorId, user.id)).orderBy(
          desc(courses.createdAt),
          desc(courses.id),
        ),
        // Payment requests awaiting the instructor, counted per course in one grouped query.
        db
          .select({ courseId: payments.itemId, count: sql<number>`count(*)::int` })
          .from(payments)
          .innerJoin(courses, eq(courses.id, payments.itemId))
          .where(
            and(
              eq(payments.kind, 'course'),
              eq(courses.instructorId, user.id),
              eq(payments.status, 'pending'),
            ),
          )
          .groupBy(payments.itemId),
      ]);
      const pendingByCourse = new Map(pending.map((p) => [p.courseId, Number(p.count)]));
      return rows.map((row) => ({
        ...toCourse(row),
        pendingPayments: pendingByCourse.get(row.id) ?? 0,
      }));
    },

    async create(user: SessionUser, input: z.output<typeof courseCreateSchema>) {
      await coverGuard(user, null, { thumbnail: input.thumbnail });
      const [row] = await db
        .insert(courses)
        .values({
          ...input,
          mobileMoneyInfo: mobileMoney(input.mobileMoneyInfo),
          instructorId: user.id,
        })
        .returning({ id: courses.id });
      return coursesService.get(user, row!.id);
    },

    async update(user: SessionUser, courseId: string, input: z.output<typeof courseUpdateSchema>) {
      const course = await editableCourse(user, courseId);
      await coverGuard(user, course.id, { thumbnail: input.thumbnail });
      await db.transaction(async (tx) => {
        const before = await loadRow(
          tx.select({ price: courses.price }).from(courses).where(eq(courses.id, course.id)),
          { notFound: 'COURSE_NOT_FOUND', lock: true },
        );
        await tx
          .update(courses)
          .set({
            ...input,
            mobileMoneyInfo: mobileMoney(input.mobileMoneyInfo),
            updatedAt: new Date(),
          })
          .where(eq(courses.id, course.id));
        await recordPriceChange(tx, user, {
          action: 'course.price',
          entity: 'courses',
          entityId: course.id,
          before,
          after: input,
        });
      });
      return coursesService.get(user, course.id);
    },

    /** DELETE /api/courses/{id}: see deleteCourse (409 when learners' records hang on it). */
    remove: (user: SessionUser, courseId: string) => deleteCourse(db, user, courseId),
  };
}

export type CourseEditorService = ReturnType<typeof createCourseEditorService>;
