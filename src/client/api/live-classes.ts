import type { BodyOf } from '@contract/endpoint';
import type { liveClassEndpoints } from '@contract/live-classes';
import { call } from './call';
import { getQuery, itemMutations, useMutationReloading, type Reload } from './query-factories';
import { liveClassKeys, paymentKeys } from './query-keys';

type Endpoints = typeof liveClassEndpoints;

/** GET /api/instructor/live-classes: the instructor's classes, each with its registrations. */
export const instructorLiveClassesQuery = () =>
  getQuery<Endpoints['instructorList']>(liveClassKeys.instructor, '/api/instructor/live-classes');

/** GET /api/live-classes/upcoming: the published classes to come (no meeting link). */
export const upcomingLiveClassesQuery = () =>
  getQuery<Endpoints['upcoming']>(liveClassKeys.upcoming, '/api/live-classes/upcoming');

/** GET /api/my-live-classes: the user's registrations (the link once confirmed). */
export const myLiveClassesQuery = () =>
  getQuery<Endpoints['mine']>(liveClassKeys.mine, '/api/my-live-classes');

/** The address of a class's .ics file ("Ajouter à mon agenda"). */
export const liveClassCalendarUrl = (id: string) =>
  `/api/live-classes/${encodeURIComponent(id)}/calendar.ics`;

/** After a class is saved or deleted: the instructor's list and the students' list. */
const classLists: readonly Reload[] = [
  liveClassKeys.instructor,
  { queryKey: liveClassKeys.upcoming, refetchType: 'none' },
];

/** POST, PUT and DELETE /api/live-classes(/{id}). */
export const liveClassMutations = itemMutations<Endpoints>(classLists, '/api/live-classes');
export const useDeleteLiveClass = liveClassMutations.useRemove;

/**
 * POST /api/live-classes/{id}/register: no body for a free class, the mobile-money proof for a
 * paid one. The user's registrations and the seats left are out of date afterwards.
 */
export const useRegisterLiveClass = () =>
  useMutationReloading(
    ({ id, body }: { id: string; body?: BodyOf<Endpoints['register']> }) =>
      call<Endpoints['register']>('POST', '/api/live-classes/{id}/register', {
        params: { id },
        body: body ?? undefined,
      }),
    [liveClassKeys.mine, paymentKeys.allMine, liveClassKeys.upcoming],
  );
