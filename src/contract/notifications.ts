import { z } from 'zod';
import { byId, isoDateTime } from './common.ts';
import { defineErrors, endpoint, endpointGroups } from './endpoint.ts';

/**
 * What a notification is about (docs/architecture.md « Notifications »); the header's bell lists
 * them.
 */
export const notificationTypes = [
  'payment_confirmed',
  'payment_rejected',
  /** To whoever must decide: a new payment waits for them. */
  'payment_pending',
  /** An admin reversed an automatic confirmation. */
  'payment_reversed',
  'package_confirmed',
  'package_rejected',
  'subscription_confirmed',
  'subscription_rejected',
  'certificate_issued',
  'internship_status',
  'live_class_soon',
] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** How many notifications the bell's list shows: the latest ones. */
export const NOTIFICATION_LIST_LIMIT = 20;

export const notificationMessages = {
  notFound: 'Notification non trouvée',
} as const;

export const notificationSchema = z.object({
  id: z.string(),
  type: z.enum(notificationTypes),
  title: z.string(),
  message: z.string(),
  /** A path of this site to open from the notification. */
  link: z.string().nullable(),
  /** Null while unread. */
  readAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Notification = z.input<typeof notificationSchema>;

/** GET /api/notifications: the latest notifications, newest first, and the unread count. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.input<typeof notificationListSchema>;

/** The bell's badge: the number of unread notifications. */
export const unreadCountSchema = z.object({ count: z.number().int() });
export type UnreadCount = z.input<typeof unreadCountSchema>;

export const notificationErrors = defineErrors({
  NOTIFICATION_NOT_FOUND: { status: 404, message: notificationMessages.notFound },
});

const { signedInApi } = endpointGroups('Notifications');
export const notificationEndpoints = {
  list: endpoint.get(signedInApi, '/api/notifications', {
    summary: `Les ${NOTIFICATION_LIST_LIMIT} dernières notifications de l'utilisateur, les plus récentes d'abord, et le nombre de non lues`,
    responses: { 200: notificationListSchema },
  }),
  unreadCount: endpoint.get(signedInApi, '/api/notifications/unread-count', {
    summary: "Le nombre de notifications non lues de l'utilisateur",
    responses: { 200: unreadCountSchema },
  }),
  read: endpoint.post(signedInApi, '/api/notifications/{id}/read', {
    summary: 'Marquer une de ses notifications comme lue',
    ...byId('NOTIFICATION_NOT_FOUND'),
    responses: { 200: notificationSchema },
  }),
  readAll: endpoint.post(signedInApi, '/api/notifications/read-all', {
    summary:
      'Marquer toutes ses notifications comme lues (répond le nombre de non lues restant : 0)',
    responses: { 200: unreadCountSchema },
  }),
};
