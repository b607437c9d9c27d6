import type { FastifyInstance } from 'fastify';
import { packageEndpoints as e } from '../../../contract/packages.ts';
import { route } from '../../http/route.ts';
import type { PackagesService } from './packages.service.ts';

export function packagesRoutes(api: FastifyInstance, packages: PackagesService) {
  route(api, e.list, () => packages.list());
  route(api, e.mine, ({ user }) => packages.mine(user));
  route(api, e.purchase, ({ user, body }) => packages.purchase(user, body));
  route(api, e.adminList, () => packages.adminList());
  route(api, e.create, ({ body }) => packages.create(body));
  route(api, e.update, ({ user, params, body }) => packages.update(user, params.id, body));
  route(api, e.adminPurchases, ({ query }) => packages.adminPurchases(query));
  route(api, e.decide, ({ user, params, body }) => packages.decide(user, params.id, body));
}
