import { defineModule } from '../module.ts';
import { internshipsRoutes } from './internships.routes.ts';

export const internshipsModule = defineModule({
  name: 'internships',
  routes: (api, { services }) => internshipsRoutes(api, services.internships),
});
