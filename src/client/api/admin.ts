import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminCourseQuery, AdminUserQuery, adminEndpoints } from '@contract/admin';
import type { Role } from '@contract/roles';
import { call } from './call';
import { adminKeys, courseKeys } from './query-keys';

type Endpoints = typeof adminEndpoints;

/** GET /api/admin/stats: the dashboard's cards and tab counts. */
export const adminStatsQuery = () =>
  queryOptions({
    queryKey: adminKeys.stats,
    // Others change these figures: the dashboard reloads them whenever it is shown.
    staleTime: 0,
    queryFn: ({ signal }) => call<Endpoints['stats']>('GET', '/api/admin/stats', { signal }),
  });

/** GET /api/admin/stats/weekly: the dashboard's chart. */
export const adminWeeklyQuery = () =>
  queryOptions({
    queryKey: adminKeys.weekly,
    staleTime: 0,
    queryFn: ({ signal }) =>
      call<Endpoints['weekly']>('GET', '/api/admin/stats/weekly', { signal }),
  });

/** GET /api/admin/courses: one page; the previous page stays shown while the next loads. */
export const adminCoursesQuery = (query: {
  page: number;
  pageSize: number;
  q?: AdminCourseQuery['q'];
}) =>
  queryOptions({
    queryKey: adminKeys.courses(query),
    // Edited elsewhere (the course editor, other admins): reloaded whenever the tab is shown.
    staleTime: 0,
    queryFn: ({ signal }) =>
      call<Endpoints['courses']>('GET', '/api/admin/courses', {
        query: { ...query, q: query.q || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/users: one page, with search and role filter. */
export const adminUsersQuery = (query: {
  page: number;
  pageSize: number;
  q?: AdminUserQuery['q'];
  role?: AdminUserQuery['role'];
}) =>
  queryOptions({
    queryKey: adminKeys.users(query),
    staleTime: 0,
    queryFn: ({ signal }) =>
      call<Endpoints['users']>('GET', '/api/admin/users', {
        query: { ...query, q: query.q || undefined, role: query.role || undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** DELETE /api/admin/courses/{id}: every course list and the counts reload. */
export function useAdminDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      call<Endpoints['removeCourse']>('DELETE', '/api/admin/courses/{id}', { params: { id } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.coursesAll }),
        queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
        queryClient.invalidateQueries({ queryKey: courseKeys.all }),
      ]),
  });
}

function useReloadUsers() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.usersAll }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    ]);
}

/** PATCH /api/admin/users/{id}/role. */
export function useSetUserRole() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      call<Endpoints['setRole']>('PATCH', '/api/admin/users/{id}/role', {
        params: { id },
        body: { role },
      }),
    onSuccess: reload,
  });
}

/** PATCH /api/admin/users/{id}/suspension. */
export function useSetUserSuspension() {
  const reload = useReloadUsers();
  return useMutation({
    mutationFn: ({ id, suspended }: { id: string; suspended: boolean }) =>
      call<Endpoints['setSuspension']>('PATCH', '/api/admin/users/{id}/suspension', {
        params: { id },
        body: { suspended },
      }),
    onSuccess: reload,
  });
}
