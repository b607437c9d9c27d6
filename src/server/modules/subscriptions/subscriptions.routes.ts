import type { FastifyInstance } from 'fastify';
import { subscriptionEndpoints as e } from '../../../contract/subscriptions.ts';
import { route } from '../../http/route.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export function subscriptionsRoutes(api: FastifyInstance, subscriptions: SubscriptionsService) {
  route(api, e.plans, () => subscriptions.plans());
  route(api, e.mine, ({ user }) => subscriptions.mine(user));
  route(api, e.request, ({ user, body }) => subscriptions.request(user, body));
  route(api, e.decide, ({ user, params, body }) => subscriptions.decide(user, params.id, body));
}
