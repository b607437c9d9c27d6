import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseDetailSchema,
  courseListQuerySchema,
  courseQuizSchema,
  courseSchema,
  lessonSchema,
} from '../../../contract/courses.ts';
import type { CoursesService } from './courses.service.ts';

const params = z.object({ id: z.string() });

export const coursesRoutes: FastifyPluginAsyncZod<{ courses: CoursesService }> = async (
  app,
  { courses },
) => {
  // Public reads: answers depend on the session (isEnrolled, drafts), so caches must revalidate (ETag).
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('Cache-Control', 'private, no-cache');
  });

  app.get(
    '/courses',
    { schema: { querystring: courseListQuerySchema, response: { 200: z.array(courseSchema) } } },
    (request) => courses.list(request.user, request.query),
  );

  app.get(
    '/courses/:id',
    { schema: { params, response: { 200: courseDetailSchema } } },
    (request) => courses.get(request.user, request.params.id),
  );

  app.get(
    '/courses/:id/lessons',
    { schema: { params, response: { 200: z.array(lessonSchema) } } },
    (request) => courses.lessons(request.user, request.params.id),
  );

  app.get(
    '/courses/:id/quizzes',
    { schema: { params, response: { 200: z.array(courseQuizSchema) } } },
    (request) => courses.quizzes(request.user, request.params.id),
  );
};
