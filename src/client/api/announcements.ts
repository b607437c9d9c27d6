import type { announcementEndpoints } from '@contract/announcements';
import { getQuery, itemMutations, type Reload } from './query-factories';
import { adminKeys, announcementKeys } from './query-keys';

type Endpoints = typeof announcementEndpoints;

/** GET /api/announcements: the published ones, newest first (every one for admins). */
export const announcementsQuery = () =>
  getQuery<Endpoints['list']>(announcementKeys.list, '/api/announcements');

/** After a change: the list (shared by the landing page and the admin tab) and the counts. */
const announcementLists: readonly Reload[] = [announcementKeys.list, adminKeys.stats];

/** POST, PUT and DELETE /api/announcements(/{id}) (admins). */
export const announcementMutations = itemMutations<Endpoints>(
  announcementLists,
  '/api/announcements',
);
export const useDeleteAnnouncement = announcementMutations.useRemove;
