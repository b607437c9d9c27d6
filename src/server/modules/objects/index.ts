import { defineModule } from '../module.ts';
import { mediaRoutes } from './media.routes.ts';
import { objectsRoutes } from './objects.routes.ts';

export { objectPathFor } from './uploads.service.ts';
export { renditionPathFor } from './renditions.service.ts';
export type { RenditionsService } from './renditions.service.ts';
export type { UploadsService } from './uploads.service.ts';

export const objectsModule = defineModule({
  name: 'objects',
  routes: (api, { services }) =>
    objectsRoutes(api, {
      uploads: services.uploads,
      tus: services.tus,
      staging: services.uploadStaging,
    }),
  outsideApi: async (app, { services }) => {
    await app.register(mediaRoutes, {
      storage: services.storage,
      authorize: services.mediaAccess,
      renditions: services.renditions,
    });
  },
});
