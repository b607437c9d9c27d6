import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Enrollment, enrollmentEndpoints } from '@contract/enrollments';
import { isApiError } from '@client/lib/api';
import { call, sender } from './call';
import { getQuery } from './query-factories';
import { courseKeys, enrollmentKeys, packageKeys, subscriptionKeys } from './query-keys';

type Endpoints = typeof enrollmentEndpoints;

/** GET /api/enrollments: the user's enrolments, with their course. */
export const enrollmentsQuery = () =>
  getQuery<Endpoints['list']>(enrollmentKeys.all, '/api/enrollments');

/** GET /api/enrollments/{courseId}: the enrolment, or null when the user is not enrolled (404). */
export const courseEnrollmentQuery = (courseId: string) =>
  queryOptions({
    queryKey: enrollmentKeys.ofCourse(courseId),
    queryFn: async ({ signal }): Promise<Enrollment | null> => {
      try {
        return await call<Endpoints['ofCourse']>('GET', '/api/enrollments/{courseId}', {
          params: { courseId },
          signal,
        });
      } catch (err) {
        if (isApiError(err, 404)) return null;
        throw err;
      }
    },
    // "Not enrolled" may have changed since (a payment confirmed): ask again before refusing.
    refetchOnMount: (query) => (query.state.data === null ? 'always' : false),
  });

/**
 * POST /api/enrollments: stores the enrolment and refreshes the course lists, pages and the
 * user's enrolments, and the package seats or subscription courses it may have spent.
 */
export function useEnrollMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sender<Endpoints['enroll']>('POST', '/api/enrollments'),
    onSuccess: async (enrollment) => {
      queryClient.setQueryData(enrollmentKeys.ofCourse(enrollment.courseId), enrollment);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
        queryClient.invalidateQueries({ queryKey: enrollmentKeys.all, exact: true }),
        queryClient.invalidateQueries({ queryKey: packageKeys.mine }),
        queryClient.invalidateQueries({ queryKey: subscriptionKeys.mine }),
      ]);
    },
  });
}
