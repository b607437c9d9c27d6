import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Course, CourseDetail, courseEndpoints, CoursePage } from '@contract/courses';
import type { BodyOf } from '@contract/endpoint';
import { call, sender, type DeleteCallbacks } from './call';
import { getQuery } from './query-factories';
import { courseKeys, enrollmentKeys, type CourseListFilters } from './query-keys';

type Endpoints = typeof courseEndpoints;

/** GET /api/courses without `limit` answers the whole list; with it, one page. */
const wholeList = (answer: Course[] | CoursePage): Course[] =>
  Array.isArray(answer) ? answer : answer.items;
function onePage(answer: Course[] | CoursePage): CoursePage {
  if (Array.isArray(answer)) throw new Error('/api/courses answered a list to a page request');
  return answer;
}

/** GET /api/courses: every course matching the filters, sorted by the server, in one answer. */
export const courseListQuery = (filters: CourseListFilters) => {
  const queryKey = courseKeys.list(filters);
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) =>
      wholeList(
        await call<Endpoints['list']>('GET', '/api/courses', { query: queryKey[1], signal }),
      ),
  });
};

/**
 * The catalogue screen: pages of 24 courses with the total and the catalogue's figures; "Voir
 * plus" loads the next page. The first page is the key's URL (server-rendered with the page).
 */
export const catalogueQuery = (filters: CourseListFilters) => {
  const queryKey = courseKeys.catalogue(filters);
  // A plain object rather than infiniteQueryOptions(), which would cost the first visit a request.
  return {
    queryKey,
    initialPageParam: 1,
    queryFn: async ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      onePage(
        await call<Endpoints['list']>('GET', '/api/courses', {
          query: { ...queryKey[1], page: pageParam > 1 ? pageParam : undefined },
          signal,
        }),
      ),
    getNextPageParam: (last: CoursePage) => (last.hasMore ? last.page + 1 : undefined),
  };
};

export const courseQuery = (id: string) =>
  getQuery<Endpoints['get']>(courseKeys.detail(id), '/api/courses/{id}', { params: { id } });

export const courseLessonsQuery = (id: string) =>
  getQuery<Endpoints['lessons']>(courseKeys.lessons(id), '/api/courses/{id}/lessons', {
    params: { id },
  });

export const courseQuizzesQuery = (id: string) =>
  getQuery<Endpoints['quizzes']>(courseKeys.quizzes(id), '/api/courses/{id}/quizzes', {
    params: { id },
  });

/** GET /api/instructor/courses: the signed-in instructor's courses, drafts included. */
export const myCoursesQuery = () =>
  getQuery<Endpoints['mine']>(courseKeys.mine, '/api/instructor/courses');

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
async function afterCourseSaved(queryClient: QueryClient, id: string, saved: unknown) {
  const stored = isCourseDetail(saved);
  if (stored) queryClient.setQueryData(courseKeys.detail(id), saved);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: courseKeys.mine }),
    queryClient.invalidateQueries({
      queryKey: courseKeys.all,
      // Lists are ['/api/courses', {filters}]; this course is ['/api/courses', id].
      predicate: ({ queryKey }) =>
        typeof queryKey[1] !== 'string' || (!stored && queryKey[1] === id && queryKey.length === 2),
    }),
    queryClient.invalidateQueries({ queryKey: enrollmentKeys.all, refetchType: 'none' }),
  ]);
}

/** POST /api/courses; the caches are brought up to date before it resolves. */
export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sender<Endpoints['create']>('POST', '/api/courses'),
    onSuccess: (created) => afterCourseSaved(queryClient, created.id, created),
  });
}

/** PATCH /api/courses/{id}; the caches are brought up to date before it resolves. */
export function useUpdateCourse(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<Endpoints['update']>) =>
      call<Endpoints['update']>('PATCH', '/api/courses/{id}', { params: { id }, body }),
    onSuccess: (saved) => afterCourseSaved(queryClient, id, saved),
  });
}

/** DELETE /api/courses/{id}: forgets the course; every list that showed it is out of date. */
export function useDeleteCourse<T extends { id: string }>({
  onDeleted,
  onError,
}: DeleteCallbacks<T> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    onError,
    mutationFn: (course: T) =>
      call<Endpoints['remove']>('DELETE', '/api/courses/{id}', { params: { id: course.id } }),
    onSuccess: async (_, course) => {
      onDeleted?.(course);
      queryClient.removeQueries({ queryKey: courseKeys.detail(course.id) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.mine }),
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
        queryClient.invalidateQueries({ queryKey: enrollmentKeys.all, refetchType: 'none' }),
      ]);
    },
  });
}
