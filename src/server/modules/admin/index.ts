import { defineModule } from '../module.ts';
import { adminRoutes } from './admin.routes.ts';

export const adminModule = defineModule({
  name: 'admin',
  routes: (api, { services }) => adminRoutes(api, services.admin),
});
