import { queryOptions } from '@tanstack/react-query';
import type { announcementEndpoints } from '@contract/announcements';
import { call } from './call';
import { announcementKeys } from './query-keys';

type Endpoints = typeof announcementEndpoints;

/** GET /api/announcements: the published ones, newest first (every one for admins). */
export const announcementsQuery = () =>
  queryOptions({
    queryKey: announcementKeys.list,
    queryFn: ({ signal }) => call<Endpoints['list']>('GET', '/api/announcements', { signal }),
  });
