import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@contract/endpoint';
import type { announcementEndpoints } from '@contract/announcements';
import { call, sender } from './call';
import { adminKeys, announcementKeys } from './query-keys';

type Endpoints = typeof announcementEndpoints;

/** GET /api/announcements: the published ones, newest first (every one for admins). */
export const announcementsQuery = () =>
  queryOptions({
    queryKey: announcementKeys.list,
    queryFn: ({ signal }) => call<Endpoints['list']>('GET', '/api/announcements', { signal }),
  });

/** After a change: the list (shared by the landing page and the admin tab) and the counts. */
function useReloadAnnouncements() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: announcementKeys.list }),
      queryClient.invalidateQueries({ queryKey: adminKeys.stats }),
    ]);
}

/** POST /api/announcements (admins). */
export function useCreateAnnouncement() {
  const reload = useReloadAnnouncements();
  return useMutation({
    mutationFn: sender<Endpoints['create']>('POST', '/api/announcements'),
    onSuccess: reload,
  });
}

/** PUT /api/announcements/{id} (admins). */
export function useUpdateAnnouncement() {
  const reload = useReloadAnnouncements();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: BodyOf<Endpoints['update']> }) =>
      call<Endpoints['update']>('PUT', '/api/announcements/{id}', { params: { id }, body }),
    onSuccess: reload,
  });
}

/** DELETE /api/announcements/{id} (admins). */
export function useDeleteAnnouncement() {
  const reload = useReloadAnnouncements();
  return useMutation({
    mutationFn: ({ id }: { id: string }) =>
      call<Endpoints['remove']>('DELETE', '/api/announcements/{id}', { params: { id } }),
    onSuccess: reload,
  });
}
