import type { AdminCourseQuery, AdminUserQuery, adminEndpoints } from '@contract/admin';
import type { Role } from '@contract/roles';
import { call } from './call';
import {
  getQuery,
  idCaller,
  pagedQuery,
  useMutationReloading,
  type Reload,
} from './query-factories';
import { adminKeys, courseKeys } from './query-keys';

type Endpoints = typeof adminEndpoints;

// Others change these figures and lists (the course editor, other admins): the dashboard reloads
// them whenever it is shown.
const alwaysReload = { staleTime: 0 };

/** GET /api/admin/stats: the dashboard's cards and tab counts. */
export const adminStatsQuery = () =>
  getQuery<Endpoints['stats']>(adminKeys.stats, '/api/admin/stats', undefined, alwaysReload);

/** GET /api/admin/stats/weekly: the dashboard's chart. */
export const adminWeeklyQuery = () =>
  getQuery<Endpoints['weekly']>(
    adminKeys.weekly,
    '/api/admin/stats/weekly',
    undefined,
    alwaysReload,
  );

/** GET /api/admin/courses: one page; the previous page stays shown while the next loads. */
export const adminCoursesQuery = (query: {
  page: number;
  pageSize: number;
  q?: AdminCourseQuery['q'];
}) =>
  pagedQuery<Endpoints['courses']>(
    adminKeys.courses(query),
    '/api/admin/courses',
    { query: { ...query, q: query.q || undefined } },
    alwaysReload,
  );

/** GET /api/admin/users: one page, with search and role filter. */
export const adminUsersQuery = (query: {
  page: number;
  pageSize: number;
  q?: AdminUserQuery['q'];
  role?: AdminUserQuery['role'] | '';
}) =>
  pagedQuery<Endpoints['users']>(
    adminKeys.users(query),
    '/api/admin/users',
    { query: { ...query, q: query.q || undefined, role: query.role || undefined } },
    alwaysReload,
  );

/** DELETE /api/admin/courses/{id}: every course list and the counts reload. */
export const useAdminDeleteCourse = () =>
  useMutationReloading(idCaller<Endpoints['removeCourse']>('DELETE', '/api/admin/courses/{id}'), [
    adminKeys.coursesAll,
    adminKeys.stats,
    courseKeys.all,
  ]);

const userLists: readonly Reload[] = [adminKeys.usersAll, adminKeys.stats];

/** PATCH /api/admin/users/{id}/role. */
export const useSetUserRole = () =>
  useMutationReloading(
    ({ id, role }: { id: string; role: Role }) =>
      call<Endpoints['setRole']>('PATCH', '/api/admin/users/{id}/role', {
        params: { id },
        body: { role },
      }),
    userLists,
  );

/** PATCH /api/admin/users/{id}/suspension. */
export const useSetUserSuspension = () =>
  useMutationReloading(
    ({ id, suspended }: { id: string; suspended: boolean }) =>
      call<Endpoints['setSuspension']>('PATCH', '/api/admin/users/{id}/suspension', {
        params: { id },
        body: { suspended },
      }),
    userLists,
  );
