import { defineModule } from '../module.ts';
import { certificationsRoutes } from './certifications.routes.ts';

export type { CertificationsService } from './certifications.service.ts';

export const certificationsModule = defineModule({
  name: 'certifications',
  routes: (api, { services }) =>
    certificationsRoutes(api, services.certifications, services.authLimits),
});
