import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  lessonCreateSchema,
  lessonFormMessages,
  lessonSchema,
  lessonUpdateSchema,
} from '../../../contract/lessons.ts';
import { currentUser } from '../../plugins/auth.ts';
import { assertAuthor } from '../courses/course-editor.service.ts';
import type { LessonsService } from './lessons.service.ts';

const params = z.object({ id: z.string() });

/** Runs before body validation, so a visitor or a student is told 401/403 rather than 400. */
const authorsOnly: preValidationAsyncHookHandler = async (request) => {
  assertAuthor(request.user, lessonFormMessages.forbidden);
};

export const lessonsRoutes: FastifyPluginAsyncZod<{ lessons: LessonsService }> = async (
  app,
  { lessons },
) => {
  // Answers depend on the session (locked or not): caches must revalidate.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-cache');
  });

  app.get('/lessons/:id', { schema: { params, response: { 200: lessonSchema } } }, (request) =>
    lessons.get(request.user, request.params.id),
  );

  app.post(
    '/lessons',
    {
      preValidation: authorsOnly,
      schema: { body: lessonCreateSchema, response: { 201: lessonSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await lessons.create(currentUser(request), request.body)),
  );

  app.patch(
    '/lessons/:id',
    {
      preValidation: authorsOnly,
      schema: { params, body: lessonUpdateSchema, response: { 200: lessonSchema } },
    },
    (request) => lessons.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/lessons/:id',
    { preValidation: authorsOnly, schema: { params } },
    async (request, reply) => {
      await lessons.remove(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
