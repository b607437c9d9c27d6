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
const announcementMutations = itemMutations<
  Endpoints['create'],
  Endpoints['update'],
  Endpoints['remove']
>(
  announcementLists,
  ['POST', '/api/announcements'],
  ['PUT', '/api/announcements/{id}'],
  ['DELETE', '/api/announcements/{id}'],
);
export const useCreateAnnouncement = announcementMutations.useCreate;
export const useUpdateAnnouncement = announcementMutations.useUpdate;
export const useDeleteAnnouncement = announcementMutations.useRemove;
