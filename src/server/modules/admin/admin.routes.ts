import type { FastifyInstance } from 'fastify';
import { adminEndpoints as e } from '../../../contract/admin.ts';
import { route } from '../../http/route.ts';
import type { AdminService } from './admin.service.ts';

export function adminRoutes(api: FastifyInstance, admin: AdminService) {
  route(api, e.stats, () => admin.stats());
  route(api, e.weekly, () => admin.weekly());
  route(api, e.courses, ({ query }) => admin.courses(query));
  route(api, e.removeCourse, ({ user, params }) => admin.removeCourse(user, params.id));
  route(api, e.users, ({ query }) => admin.users(query));
  route(api, e.setRole, ({ user, params, body }) => admin.setRole(user, params.id, body.role));
  route(api, e.setSuspension, ({ user, params, body }) =>
    admin.setSuspension(user, params.id, body.suspended),
  );
}
