import type { FastifyInstance } from 'fastify';
import { internshipEndpoints as e } from '../../../contract/internships.ts';
import { route } from '../../http/route.ts';
import type { InternshipsService } from './internships.service.ts';

export function internshipsRoutes(api: FastifyInstance, internships: InternshipsService) {
  route(api, e.mine, ({ user }) => internships.mine(user));
  route(api, e.create, ({ user, body }) => internships.create(user, body));
  route(api, e.list, () => internships.list());
  route(api, e.setStatus, ({ params, body }) => internships.setStatus(params.id, body.status));
}
