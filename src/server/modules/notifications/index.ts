import { defineModule } from '../module.ts';
import { notificationsRoutes } from './notifications.routes.ts';

export type { Delivery, NotificationsService } from './notifications.service.ts';

export const notificationsModule = defineModule({
  name: 'notifications',
  routes: (api, { services }) => notificationsRoutes(api, services.notifications),
});
