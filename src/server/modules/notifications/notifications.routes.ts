import type { FastifyInstance } from 'fastify';
import { notificationEndpoints as e } from '../../../contract/notifications.ts';
import { route } from '../../http/route.ts';
import type { NotificationsService } from './notifications.service.ts';

export function notificationsRoutes(api: FastifyInstance, notifications: NotificationsService) {
  route(api, e.list, ({ user }) => notifications.list(user));
  route(api, e.unreadCount, ({ user }) => notifications.unreadCount(user));
  route(api, e.read, ({ user, params }) => notifications.markRead(user, params.id));
  route(api, e.readAll, ({ user }) => notifications.markAllRead(user));
}
