import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@contract/endpoint';
import type { liveClassEndpoints } from '@contract/live-classes';
import { call, sender } from './call';
import { liveClassKeys, paymentKeys } from './query-keys';

type Endpoints = typeof liveClassEndpoints;

/** GET /api/instructor/live-classes: the instructor's classes, each with its registrations. */
export const instructorLiveClassesQuery = () =>
  queryOptions({
    queryKey: liveClassKeys.instructor,
    queryFn: ({ signal }) =>
      call<Endpoints['instructorList']>('GET', '/api/instructor/live-classes', { signal }),
  });

/** GET /api/live-classes/upcoming: the published classes to come (no meeting link). */
export const upcomingLiveClassesQuery = () =>
  queryOptions({
    queryKey: liveClassKeys.upcoming,
    queryFn: ({ signal }) =>
      call<Endpoints['upcoming']>('GET', '/api/live-classes/upcoming', { signal }),
  });

/** GET /api/my-live-classes: the user's registrations (the link once confirmed). */
export const myLiveClassesQuery = () =>
  queryOptions({
    queryKey: liveClassKeys.mine,
    queryFn: ({ signal }) => call<Endpoints['mine']>('GET', '/api/my-live-classes', { signal }),
  });

/** The address of a class's .ics file ("Ajouter à mon agenda"). */
export const liveClassCalendarUrl = (id: string) =>
  `/api/live-classes/${encodeURIComponent(id)}/calendar.ics`;

/** After a class is saved or deleted: the instructor's list and the students' list. */
function useReloadClasses() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: liveClassKeys.instructor }),
      queryClient.invalidateQueries({ queryKey: liveClassKeys.upcoming, refetchType: 'none' }),
    ]);
}

/** POST /api/live-classes. */
export function useCreateLiveClass() {
  const reload = useReloadClasses();
  return useMutation({
    mutationFn: sender<Endpoints['create']>('POST', '/api/live-classes'),
    onSuccess: reload,
  });
}

/** PUT /api/live-classes/{id}. */
export function useUpdateLiveClass() {
  const reload = useReloadClasses();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<Endpoints['update']> }) =>
      call<Endpoints['update']>('PUT', '/api/live-classes/{id}', { params: { id }, body }),
    onSuccess: reload,
  });
}

/** DELETE /api/live-classes/{id}. */
export function useDeleteLiveClass() {
  const reload = useReloadClasses();
  return useMutation({
    mutationFn: (id: string) =>
      call<Endpoints['remove']>('DELETE', '/api/live-classes/{id}', { params: { id } }),
    onSuccess: reload,
  });
}

/**
 * POST /api/live-classes/{id}/register: no body for a free class, the mobile-money proof for a
 * paid one. The user's registrations and the seats left are out of date afterwards.
 */
export function useRegisterLiveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body?: BodyOf<Endpoints['register']> }) =>
      call<Endpoints['register']>('POST', '/api/live-classes/{id}/register', {
        params: { id },
        body: body ?? undefined,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: liveClassKeys.mine }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.allMine }),
        queryClient.invalidateQueries({ queryKey: liveClassKeys.upcoming }),
      ]),
  });
}
