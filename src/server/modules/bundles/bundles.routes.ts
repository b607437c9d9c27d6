import type { FastifyInstance } from 'fastify';
import { bundleEndpoints as e } from '../../../contract/bundles.ts';
import { route } from '../../http/route.ts';
import type { AuthLimits } from '../auth/index.ts';
import type { BundlesService } from './bundles.service.ts';

export function bundlesRoutes(api: FastifyInstance, bundles: BundlesService, limits: AuthLimits) {
  route(api, e.list, () => bundles.list());
  route(api, e.requestQuote, async ({ user, body, request }) => {
    await limits.quoteRequest(request.ip);
    return bundles.requestQuote(user, body);
  });
  route(api, e.pay, ({ user, body }) => bundles.pay(user, body));
  route(api, e.myPayments, ({ user }) => bundles.myPayments(user));
  route(api, e.adminList, () => bundles.adminList());
  route(api, e.create, ({ body }) => bundles.create(body));
  route(api, e.update, ({ user, params, body }) => bundles.update(user, params.id, body));
  route(api, e.adminPayments, ({ query }) => bundles.adminPayments(query));
  route(api, e.adminQuotes, ({ query }) => bundles.adminQuotes(query));
  route(api, e.updateQuote, ({ user, params, body }) => bundles.updateQuote(user, params.id, body));
  route(api, e.decidePayment, ({ user, params, body }) =>
    bundles.decidePayment(user, params.id, body),
  );
}
