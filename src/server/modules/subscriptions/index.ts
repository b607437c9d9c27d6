import { defineModule } from '../module.ts';
import { subscriptionsRoutes } from './subscriptions.routes.ts';

export const subscriptionsModule = defineModule({
  name: 'subscriptions',
  routes: (api, { services }) => subscriptionsRoutes(api, services.subscriptions),
});
