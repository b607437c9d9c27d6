import { defineModule } from '../module.ts';
import { coursesRoutes } from './courses.routes.ts';

export const coursesModule = defineModule({
  name: 'courses',
  routes: (api, { services }) => coursesRoutes(api, services.courses, services.courseEditor),
});
