import { defineModule } from '../module.ts';
import { quizzesRoutes } from './quizzes.routes.ts';

export const quizzesModule = defineModule({
  name: 'quizzes',
  routes: (api, { services }) => quizzesRoutes(api, services.quizzes, services.quizEditor),
});
