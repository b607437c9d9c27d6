import { defineModule } from '../module.ts';
import { subscriptionsRoutes } from './subscriptions.routes.ts';

export { activeAt } from './subscriptions.service.ts';
export type { SubscriptionsService } from './subscriptions.service.ts';

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  routes: (api, { services }) => subscriptionsRoutes(api, services.subscriptions),
});
