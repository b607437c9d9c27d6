import type { FastifyInstance } from 'fastify';
import type { CoursesService } from '../courses/index.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** Search engines may keep these an hour: a new course shows up in the next crawl. */
const CACHE_CONTROL = 'public, max-age=3600';

/** GET /robots.txt and GET /sitemap.xml, for anyone (crawlers are visitors). */
export function seoRoutes(
  app: FastifyInstance,
  { courses, publicUrl }: { courses: CoursesService; publicUrl: string },
) {
  app.get('/robots.txt', (_request, reply) =>
    reply
      .header('Cache-Control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .header('Cache-Control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(publicUrl, await courses.publicIndex())),
  );
}
