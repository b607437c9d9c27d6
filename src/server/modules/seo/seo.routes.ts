import type { FastifyInstance } from 'fastify';
import { formatFc } from '../../../contract/currency.ts';
import { appError } from '../../http/app-error.ts';
import { isUuid } from '../../lib/ids.ts';
import type { CoursesService } from '../courses/index.ts';
import { courseImagePng } from './course-image.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

/** Search engines may keep these an hour: a new course shows up in the next crawl. */
const CACHE_CONTROL = 'public, max-age=3600';

/**
 * A course's preview picture changes with the course, and its address with it (`?v=`, the time of
 * the change): previews may keep it a week.
 */
const IMAGE_CACHE_CONTROL = 'public, max-age=604800';

/**
 * GET /robots.txt, GET /sitemap.xml and GET /og/course/{id}.png (a course's link-preview
 * picture), for anyone: crawlers and preview robots are visitors.
 */
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
  app.get<{ Params: { id: string } }>('/og/course/:id.png', async (request, reply) => {
    // A course a visitor may not see (a draft) has no picture either: 404.
    if (!isUuid(request.params.id)) throw appError('COURSE_NOT_FOUND');
    const course = await courses.get(null, request.params.id);
    const byline = [course.instructor.name, course.price > 0 ? formatFc(course.price) : 'Gratuit'];
    return reply
      .header('Cache-Control', IMAGE_CACHE_CONTROL)
      .type('image/png')
      .send(
        courseImagePng({
          id: course.id,
          title: course.title,
          byline: byline.join(' · '),
          updatedAt: course.updatedAt,
        }),
      );
  });
}
