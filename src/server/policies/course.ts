import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { courses, enrollments } from '../db/schema/index.ts';
import { qualified } from '../lib/sql-columns.ts';
import type { SessionUser } from '../modules/auth/session.service.ts';
import type { ErrorCode } from '../../contract/errors.ts';
import type { LoadRowOptions } from './load-row.ts';
import { isAdmin, isOwnerOrAdmin } from './roles.ts';

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
  return isOwnerOrAdmin(user, course.instructorId);
}

/** canEdit as loadRow's guard, refused with the code of the editor asking (course, lesson…). */
export const editedBy = (
  user: SessionUser,
  forbidden: ErrorCode,
): Pick<LoadRowOptions<Pick<CourseAccessFacts, 'instructorId'>>, 'allow' | 'forbidden'> => ({
  allow: (course) => canEdit(user, course),
  forbidden,
});

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

/**
 * A deletion of a course's content (a lesson, a quiz) is written in the audit log when an admin
 * makes it: their instructor's own deletions are theirs to make.
 */
export const auditsDeletion = (user: SessionUser): boolean => isAdmin(user);

/** canSee as a condition on `courses`, for lists. */
export function visibleWhere(user: SessionUser | null): SQL {
  const published = eq(courses.status, 'published');
  if (!user) return published;
  if (isAdmin(user)) return sql`true`;
  return or(
    published,
    eq(courses.instructorId, user.id),
    and(
      eq(courses.status, 'archived'),
      sql`exists (select 1 from ${enrollments} where ${enrollments.courseId} = ${qualified(courses.id)} and ${enrollments.userId} = ${user.id})`,
    ),
  )!;
}
