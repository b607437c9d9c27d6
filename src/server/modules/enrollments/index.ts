import { defineModule } from '../module.ts';
import { enrollmentsRoutes } from './enrollments.routes.ts';

export const enrollmentsModule = defineModule({
  name: 'enrollments',
  routes: (api, { services }) => enrollmentsRoutes(api, services.enrollments),
});
