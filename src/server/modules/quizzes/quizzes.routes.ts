import type { FastifyInstance } from 'fastify';
import { quizEndpoints as e } from '../../../contract/quizzes.ts';
import { route } from '../../http/route.ts';
import type { QuizEditorService } from './quiz-editor.service.ts';
import type { QuizzesService } from './quizzes.service.ts';

export function quizzesRoutes(
  api: FastifyInstance,
  quizzes: QuizzesService,
  editor: QuizEditorService,
) {
  // Editor: the course's instructor and admins.
  route(api, e.editorList, ({ user, params }) => editor.list(user, params.id));
  route(api, e.editorGet, ({ user, params }) => editor.get(user, params.id));
  route(api, e.create, ({ user, body }) => editor.create(user, body));
  route(api, e.update, ({ user, params, body }) => editor.update(user, params.id, body));
  route(api, e.remove, ({ user, params }) => editor.remove(user, params.id));

  // Taking: enrolled learners (editors preview).
  route(api, e.take, ({ user, params }) => quizzes.take(user, params.id));
  route(api, e.start, async ({ user, params }, reply) => {
    const { started, quiz } = await quizzes.start(user, params.id);
    reply.status(started ? 201 : 200);
    return quiz;
  });
  route(api, e.saveAnswers, ({ user, params, body }) =>
    quizzes.saveAnswers(user, params.id, body.answers),
  );
  route(api, e.submit, ({ user, params, body }) => quizzes.submit(user, params.id, body.answers));
  route(api, e.result, ({ user, params }) => quizzes.result(user, params.id));
}
