import { defineModule } from '../module.ts';
import { seoRoutes } from './seo.routes.ts';

/** What search engines and link previews read: robots.txt and the sitemap. */
export const seoModule = defineModule({
  name: 'seo',
  outsideApi: (app, { services, config }) =>
    seoRoutes(app, { courses: services.courses, publicUrl: config.publicUrl }),
});
