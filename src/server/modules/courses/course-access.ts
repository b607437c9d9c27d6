import type { SessionUser } from '../auth/session.service.ts';

export interface CourseAccessFacts {
  status: 'draft' | 'published' | 'archived';
  instructorId: string;
  /** The caller's enrolment progress, null when not enrolled. */
  progress: number | null;
}

export function canEditCourse(
  user: SessionUser | null,
  course: Pick<CourseAccessFacts, 'instructorId'>,
): boolean {
  return !!user && (user.role === 'admin' || user.id === course.instructorId);
}

/** Published courses are public; drafts only for their instructor and admins; archived also for enrolled learners. */
export function canSeeCourse(user: SessionUser | null, course: CourseAccessFacts): boolean {
  if (course.status === 'published') return true;
  if (canEditCourse(user, course)) return true;
  return course.status === 'archived' && course.progress !== null;
}

/** Lesson bodies, videos and files: enrolled learners, the instructor and admins (free lessons: everyone). */
export function canReadCourseContent(user: SessionUser | null, course: CourseAccessFacts): boolean {
  return course.progress !== null || canEditCourse(user, course);
}
