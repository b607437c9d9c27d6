import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { notificationEndpoints, UnreadCount } from '@contract/notifications';
import { call } from './call';
import { getQuery } from './query-factories';
import { notificationKeys } from './query-keys';

type Endpoints = typeof notificationEndpoints;

/** GET /api/notifications/unread-count: the bell's badge, loaded once per page load. */
export const unreadNotificationCountQuery = () =>
  getQuery<Endpoints['unreadCount']>(
    notificationKeys.unreadCount,
    '/api/notifications/unread-count',
  );

/**
 * GET /api/notifications: the latest notifications, newest first. Loaded only when the bell's
 * list opens; the unread count it carries refreshes the badge.
 */
export function useNotificationsQueryOptions() {
  const queryClient = useQueryClient();
  return queryOptions({
    queryKey: notificationKeys.list,
    queryFn: async ({ signal }) => {
      const list = await call<Endpoints['list']>('GET', '/api/notifications', { signal });
      queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, {
        count: list.unreadCount,
      });
      return list;
    },
  });
}

/**
 * POST /api/notifications/read-all: the badge goes at once. The open list keeps showing which
 * ones were new; it is marked out of date and reloads the next time it opens.
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call<Endpoints['readAll']>('POST', '/api/notifications/read-all'),
    onSuccess: async (count) => {
      queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount, count);
      await queryClient.invalidateQueries({
        queryKey: notificationKeys.list,
        exact: true,
        refetchType: 'none',
      });
    },
  });
}
