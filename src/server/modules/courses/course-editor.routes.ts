import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  courseCreateSchema,
  courseDetailSchema,
  courseFormMessages,
  courseSchema,
  courseUpdateSchema,
} from '../../../contract/courses.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { assertAuthor, type CourseEditorService } from './course-editor.service.ts';

const params = z.object({ id: z.string() });

/** Runs before body validation, so a visitor or a student is told 401/403 rather than 400. */
const authorsOnly =
  (message: string): preValidationAsyncHookHandler =>
  async (request) => {
    assertAuthor(request.user, message);
  };

export const courseEditorRoutes: FastifyPluginAsyncZod<{ editor: CourseEditorService }> = async (
  app,
  { editor },
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-cache');
  });

  app.get(
    '/instructor/courses',
    {
      preValidation: requireRole('instructor', 'admin'),
      schema: { response: { 200: z.array(courseSchema) } },
    },
    (request) => editor.mine(currentUser(request)),
  );

  app.post(
    '/courses',
    {
      preValidation: authorsOnly(courseFormMessages.createForbidden),
      schema: { body: courseCreateSchema, response: { 201: courseDetailSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await editor.create(currentUser(request), request.body)),
  );

  app.patch(
    '/courses/:id',
    {
      preValidation: authorsOnly(courseFormMessages.forbidden),
      schema: { params, body: courseUpdateSchema, response: { 200: courseDetailSchema } },
    },
    (request) => editor.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/courses/:id',
    { preValidation: authorsOnly(courseFormMessages.forbidden), schema: { params } },
    async (request, reply) => {
      await editor.remove(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
