import { defineModule } from '../module.ts';
import { paymentsRoutes } from './payments.routes.ts';

export const paymentsModule = defineModule({
  name: 'payments',
  routes: (api, { services }) => paymentsRoutes(api, services.payments),
});
