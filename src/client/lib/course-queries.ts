import type { QueryClient, QueryFunctionContext } from '@tanstack/react-query';
import type { CourseSort } from '@contract/courses';
import type { Enrollment } from '@contract/enrollments';
import { isApiError } from './api';
import { getQueryFn } from './query-client';

/**
 * Cache keys of the course and enrolment loads, shared by the catalogue, the course page, the
 * learning screen and the dashboards so that one change refreshes every screen. The default loader
 * turns each key into its URL (see buildUrl in query-client.ts).
 */

export interface CourseListFilters {
  search?: string;
  categories?: readonly string[];
  level?: string;
  sort?: CourseSort;
}

export const courseKeys = {
  /** Every course load (lists, one course, its lessons and quizzes): the prefix to invalidate. */
  all: ['/api/courses'] as const,
  /** GET /api/courses?search=&categories=&level=&sort= — empty filters are left out of the key. */
  list: ({ search, categories, level, sort }: CourseListFilters) =>
    [
      '/api/courses',
      {
        search: search || undefined,
        categories: categories?.length ? [...categories] : undefined,
        level: level || undefined,
        sort: sort ?? 'recent',
      },
    ] as const,
  detail: (id: string) => ['/api/courses', id] as const,
  lessons: (id: string) => ['/api/courses', id, 'lessons'] as const,
  quizzes: (id: string) => ['/api/courses', id, 'quizzes'] as const,
};

export const enrollmentKeys = {
  /** The user's enrolments (GET /api/enrollments); also the prefix of every enrolment load. */
  all: ['/api/enrollments'] as const,
  /** The user's enrolment in one course; null when not enrolled. */
  ofCourse: (courseId: string) => ['/api/enrollments', courseId] as const,
};

const loadJson = getQueryFn<unknown>({ on401: 'throw' });

/** GET /api/enrollments/{courseId}: the enrolment, or null when the user is not enrolled (404). */
export async function fetchCourseEnrollment(
  context: QueryFunctionContext,
): Promise<Enrollment | null> {
  try {
    return (await loadJson(context)) as Enrollment;
  } catch (err) {
    if (isApiError(err, 404)) return null;
    throw err;
  }
}

/** After an enrolment: store it and refresh the course lists, pages and the user's enrolments. */
export async function afterEnrollment(queryClient: QueryClient, enrollment: Enrollment) {
  queryClient.setQueryData(enrollmentKeys.ofCourse(enrollment.courseId), enrollment);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: courseKeys.all }),
    queryClient.invalidateQueries({ queryKey: enrollmentKeys.all, exact: true }),
  ]);
}

/**
 * After a lesson is completed: store the updated enrolment; the course lists and the user's
 * enrolments are marked out of date and reload when a screen shows them again (no reload of the
 * learning screen's own course and lessons, which did not change).
 */
export async function afterLessonCompleted(queryClient: QueryClient, enrollment: Enrollment) {
  queryClient.setQueryData(enrollmentKeys.ofCourse(enrollment.courseId), enrollment);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: courseKeys.all, refetchType: 'none' }),
    queryClient.invalidateQueries({
      queryKey: enrollmentKeys.all,
      exact: true,
      refetchType: 'none',
    }),
  ]);
}
