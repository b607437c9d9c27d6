import { defineModule } from '../module.ts';
import { liveClassesRoutes } from './live-classes.routes.ts';

export const liveClassesModule = defineModule({
  name: 'live-classes',
  routes: (api, { services }) => liveClassesRoutes(api, services.liveClasses),
});
