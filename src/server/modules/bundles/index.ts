import { defineModule } from '../module.ts';
import { bundlesRoutes } from './bundles.routes.ts';

export { removeCourseFromBundles } from './bundles.service.ts';

export const bundlesModule = defineModule({
  name: 'bundles',
  routes: (api, { services }) => bundlesRoutes(api, services.bundles, services.authLimits),
});
