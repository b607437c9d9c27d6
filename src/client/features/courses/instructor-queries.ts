import type { QueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '@contract/courses';
import { courseKeys, enrollmentKeys } from '@client/lib/course-queries';

/** GET /api/instructor/courses: the signed-in instructor's courses, drafts included. */
export const instructorCourseKeys = {
  all: ['/api/instructor/courses'] as const,
};

function isCourseDetail(value: unknown): value is CourseDetail {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { canEdit?: unknown }).canEdit === 'boolean' &&
    typeof (value as { instructor?: unknown }).instructor === 'object'
  );
}

/**
 * After a course is created or changed: keep the saved course when the server answered it in
 * full (no second download), and mark the instructor's list and the catalogue lists out of date.
 * Shown screens reload now; the others when they are shown again.
 */
export async function afterCourseSaved(
  queryClient: QueryClient,
  id: string,
  saved: unknown,
): Promise<void> {
  const stored = isCourseDetail(saved);
  if (stored) queryClient.setQueryData(courseKeys.detail(id), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: instructorCourseKeys.all }),
    queryClient.invalidateQueries({
      queryKey: courseKeys.all,
      // Lists are ['/api/courses', {filters}]; this course is ['/api/courses', id].
      predicate: ({ queryKey }) =>
        typeof queryKey[1] !== 'string' || (!stored && queryKey[1] === id && queryKey.length === 2),
    }),
    queryClient.invalidateQueries({ queryKey: enrollmentKeys.all, refetchType: 'none' }),
  ]);
}

/** After a deletion: forget the course; every list that showed it is out of date. */
export async function afterCourseDeleted(queryClient: QueryClient, id: string): Promise<void> {
  queryClient.removeQueries({ queryKey: courseKeys.detail(id) });
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: instructorCourseKeys.all }),
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
    queryClient.invalidateQueries({ queryKey: enrollmentKeys.all, refetchType: 'none' }),
  ]);
}
