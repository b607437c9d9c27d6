import type { FastifyInstance } from 'fastify';
import { announcementEndpoints as e } from '../../../contract/announcements.ts';
import { route } from '../../http/route.ts';
import type { AnnouncementsService } from './announcements.service.ts';

export function announcementsRoutes(api: FastifyInstance, announcements: AnnouncementsService) {
  route(api, e.list, ({ user }) => announcements.list(user));
  route(api, e.create, ({ user, body }) => announcements.create(user, body));
  route(api, e.update, ({ params, body }) => announcements.update(params.id, body));
  route(api, e.remove, ({ user, params }) => announcements.remove(user, params.id));
}
