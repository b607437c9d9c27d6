import { defineModule } from '../module.ts';
import { lessonsRoutes } from './lessons.routes.ts';

export const lessonsModule = defineModule({
  name: 'lessons',
  routes: (api, { services }) => lessonsRoutes(api, services.lessons),
});
