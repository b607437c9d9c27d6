import type { FastifyInstance } from 'fastify';
import { subscriptionEndpoints as e } from '../../../contract/subscriptions.ts';
import { route } from '../../http/route.ts';
import type { SubscriptionsService } from './subscriptions.service.ts';

export function subscriptionsRoutes(api: FastifyInstance, subscriptions: SubscriptionsService) {
  route(api, e.plans, () => subscriptions.plans());
  route(api, e.mine, ({ user }) => subscriptions.mine(user));
  route(api, e.request, ({ user, body }) => subscriptions.request(user, body));
  route(api, e.decide, ({ user, params, body }) => subscriptions.decide(user, params.id, body));
  route(api, e.adminList, ({ query }) => subscriptions.adminList(query));
  route(api, e.adminPlans, () => subscriptions.adminPlans());
  route(api, e.createPlan, ({ body }) => subscriptions.createPlan(body));
  route(api, e.updatePlan, ({ user, params, body }) =>
    subscriptions.updatePlan(user, params.id, body),
  );
  route(api, e.removePlan, ({ user, params }) => subscriptions.removePlan(user, params.id));
  route(api, e.exchangeRate, () => subscriptions.exchangeRate());
  route(api, e.setExchangeRate, ({ user, body }) => subscriptions.setExchangeRate(user, body));
}
