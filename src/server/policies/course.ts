import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { courses, enrollments } from '../db/schema/index.ts';
import { qualified } from '../lib/sql-columns.ts';
import type { SessionUser } from '../modules/auth/session.service.ts';

/**
 * Who may see and change a course. The one visibility rule: published courses are public;
 * their instructor and admins see every course (drafts and archived ones, in lists as on pages);
 * an archived course stays visible to the learners enrolled in it.
 */
export interface CourseAccessFacts {
  status: 'draft' | 'published' | 'archived';
  instructorId: string;
  /** The caller's enrolment progress, null when not enrolled. */
  progress: number | null;
}

export function canEdit(
  user: SessionUser | null,
  course: Pick<CourseAccessFacts, 'instructorId'>,
): boolean {
  return !!user && (user.role === 'admin' || user.id === course.instructorId);
}

export function canSee(user: SessionUser | null, course: CourseAccessFacts): boolean {
  if (course.status === 'published') return true;
  if (canEdit(user, course)) return true;
  return course.status === 'archived' && course.progress !== null;
}

/**
 * A lesson's body, video and file, in the API's answers and as uploaded media alike: a free
 * lesson ("Aperçu gratuit") opens to everyone who may see its course; the others to enrolled
 * learners, the instructor and admins.
 */
export function canReadLesson(
  user: SessionUser | null,
  course: CourseAccessFacts,
  lesson: { isFree: boolean },
): boolean {
  if (!canSee(user, course)) return false;
  return lesson.isFree || course.progress !== null || canEdit(user, course);
}

/** canSee as a condition on `courses`, for lists. */
export function visibleWhere(user: SessionUser | null): SQL {
  const published = eq(courses.status, 'published');
  if (!user) return published;
  if (user.role === 'admin') return sql`true`;
  return or(
    published,
    eq(courses.instructorId, user.id),
    and(
      eq(courses.status, 'archived'),
      sql`exists (select 1 from ${enrollments} where ${enrollments.courseId} = ${qualified(courses.id)} and ${enrollments.userId} = ${user.id})`,
    ),
  )!;
}
