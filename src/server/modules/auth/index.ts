import { defineModule } from '../module.ts';
import { authRoutes } from './auth.routes.ts';

export type { AuthLimits } from './auth-limits.ts';
export type { SessionUser } from './session.service.ts';

export const authModule = defineModule({
  name: 'auth',
  routes: (api, { services }) =>
    authRoutes(api, {
      auth: services.auth,
      sessions: services.sessions,
      limits: services.authLimits,
    }),
});
