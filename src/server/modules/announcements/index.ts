import { defineModule } from '../module.ts';
import { announcementsRoutes } from './announcements.routes.ts';

export const announcementsModule = defineModule({
  name: 'announcements',
  routes: (api, { services }) => announcementsRoutes(api, services.announcements),
});
