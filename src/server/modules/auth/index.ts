import { defineModule } from '../module.ts';
import { authRoutes } from './auth.routes.ts';

export const authModule = defineModule({
  name: 'auth',
  routes: (api, { services }) =>
    authRoutes(api, {
      auth: services.auth,
      sessions: services.sessions,
      limits: services.authLimits,
    }),
});
