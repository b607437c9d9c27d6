import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  courseFormMessages,
  courseMessages,
  type courseCreateSchema,
  type courseUpdateSchema,
} from '../../../contract/courses.ts';
import type { Db } from '../../db/client.ts';
import { courses, type CourseMobileMoneyInfo } from '../../db/schema.ts';
import { forbidden, notFound, unauthorized } from '../../errors.ts';
import { isUuid } from '../../lib/ids.ts';
import type { SessionUser } from '../auth/session.service.ts';
import { canEditCourse } from './course-access.ts';
import { selectCourses, toCourse } from './course-query.ts';
import type { CoursesService } from './courses.service.ts';

type CourseCreateInput = z.output<typeof courseCreateSchema>;
type CourseUpdateInput = z.output<typeof courseUpdateSchema>;
type MobileMoneyInput = CourseCreateInput['mobileMoneyInfo'];

/** Only instructors and admins write courses and lessons; students get `message`. */
export function assertAuthor(user: SessionUser | null, message: string): SessionUser {
  if (!user) throw unauthorized();
  if (user.role !== 'instructor' && user.role !== 'admin') throw forbidden(message, 'NOT_AUTHOR');
  return user;
}

/** Empty entries are dropped so the stored JSON only holds what the instructor gave. */
function mobileMoney(info: MobileMoneyInput): CourseMobileMoneyInfo | null | undefined {
  if (info === undefined) return undefined;
  if (info === null) return null;
  const kept: CourseMobileMoneyInfo = {};
  for (const key of ['mpesa', 'airtel', 'orange', 'instructions'] as const) {
    const value = info[key];
    if (value) kept[key] = value;
  }
  return Object.keys(kept).length ? kept : null;
}

export function createCourseEditorService(db: Db, coursesService: CoursesService) {
  /** The course the caller may change: 404 when missing, 403 when someone else's. */
  async function editableCourse(user: SessionUser, courseId: string) {
    if (!isUuid(courseId)) throw notFound(courseMessages.notFound, 'COURSE_NOT_FOUND');
    const [row] = await db
      .select({ id: courses.id, instructorId: courses.instructorId })
      .from(courses)
      .where(eq(courses.id, courseId));
    if (!row) throw notFound(courseMessages.notFound, 'COURSE_NOT_FOUND');
    if (!canEditCourse(user, row))
      throw forbidden(courseFormMessages.forbidden, 'NOT_COURSE_OWNER');
    return row;
  }

  return {
    /** The caller's own courses, every status, newest first. */
    async mine(user: SessionUser) {
      const rows = await selectCourses(db, user.id, eq(courses.instructorId, user.id)).orderBy(
        desc(courses.createdAt),
        desc(courses.id),
      );
      return rows.map(toCourse);
    },

    async create(user: SessionUser, input: CourseCreateInput) {
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

    async update(user: SessionUser, courseId: string, input: CourseUpdateInput) {
      const course = await editableCourse(user, courseId);
      await db
        .update(courses)
        .set({
          ...input,
          mobileMoneyInfo: mobileMoney(input.mobileMoneyInfo),
          updatedAt: new Date(),
        })
        .where(eq(courses.id, course.id));
      return coursesService.get(user, course.id);
    },

    /** Lessons, enrolments, quizzes, payments… go with it (ON DELETE CASCADE). */
    async remove(user: SessionUser, courseId: string) {
      const course = await editableCourse(user, courseId);
      await db.delete(courses).where(eq(courses.id, course.id));
    },
  };
}

export type CourseEditorService = ReturnType<typeof createCourseEditorService>;
