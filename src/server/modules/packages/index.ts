import { defineModule } from '../module.ts';
import { packagesRoutes } from './packages.routes.ts';

export type { PackagesService } from './packages.service.ts';

export const packagesModule = defineModule({
  name: 'packages',
  routes: (api, { services }) => packagesRoutes(api, services.packages),
});
