import type { preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  editableQuizSchema,
  quizCreateSchema,
  quizMessages,
  quizResultSchema,
  quizSummarySchema,
  quizUpdateSchema,
  saveAnswersResultSchema,
  saveAnswersSchema,
  submitQuizSchema,
  submitResultSchema,
  takingQuizSchema,
} from '../../../contract/quizzes.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import { assertAuthor } from '../courses/course-editor.service.ts';
import type { QuizEditorService } from './quiz-editor.service.ts';
import type { QuizzesService } from './quizzes.service.ts';

const params = z.object({ id: z.string() });

/** Runs before body validation, so a visitor or a student is told 401/403 rather than 400. */
const authorsOnly: preValidationAsyncHookHandler = async (request) => {
  assertAuthor(request.user, quizMessages.forbidden);
};

export const quizzesRoutes: FastifyPluginAsyncZod<{
  quizzes: QuizzesService;
  editor: QuizEditorService;
}> = async (app, { quizzes, editor }) => {
  // Every answer depends on the caller (answers, attempts, remaining time).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-cache');
  });

  // --- Editor: the course's instructor and admins -------------------------------

  app.get(
    '/courses/:id/quiz-editor',
    {
      preValidation: authorsOnly,
      schema: { params, response: { 200: z.array(quizSummarySchema) } },
    },
    (request) => editor.list(currentUser(request), request.params.id),
  );

  app.get(
    '/quizzes/:id/edit',
    { preValidation: authorsOnly, schema: { params, response: { 200: editableQuizSchema } } },
    (request) => editor.get(currentUser(request), request.params.id),
  );

  app.post(
    '/quizzes',
    {
      preValidation: authorsOnly,
      schema: { body: quizCreateSchema, response: { 201: editableQuizSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await editor.create(currentUser(request), request.body)),
  );

  app.patch(
    '/quizzes/:id',
    {
      preValidation: authorsOnly,
      schema: { params, body: quizUpdateSchema, response: { 200: editableQuizSchema } },
    },
    (request) => editor.update(currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/quizzes/:id',
    { preValidation: authorsOnly, schema: { params } },
    async (request, reply) => {
      await editor.remove(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );

  // --- Taking: enrolled learners (editors preview) --------------------------------

  app.get(
    '/quizzes/:id',
    { preValidation: requireUser, schema: { params, response: { 200: takingQuizSchema } } },
    (request) => quizzes.take(currentUser(request), request.params.id),
  );

  app.put(
    '/quiz-attempts/:id/answers',
    {
      preValidation: requireUser,
      schema: { params, body: saveAnswersSchema, response: { 200: saveAnswersResultSchema } },
    },
    (request) => quizzes.saveAnswers(currentUser(request), request.params.id, request.body.answers),
  );

  app.post(
    '/quizzes/:id/submit',
    {
      preValidation: requireUser,
      schema: { params, body: submitQuizSchema, response: { 200: submitResultSchema } },
    },
    (request) => quizzes.submit(currentUser(request), request.params.id, request.body.answers),
  );

  app.get(
    '/quiz-attempts/:id',
    { preValidation: requireUser, schema: { params, response: { 200: quizResultSchema } } },
    (request) => quizzes.result(currentUser(request), request.params.id),
  );
};
