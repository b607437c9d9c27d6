import type { FastifyInstance } from 'fastify';
import { courseEndpoints as e } from '../../../contract/courses.ts';
import { preparedRoute } from '../../http/prepared-route.ts';
import { route } from '../../http/route.ts';
import type { CourseEditorService } from './course-editor.service.ts';
import type { CoursesService } from './courses.service.ts';

export function coursesRoutes(
  api: FastifyInstance,
  courses: CoursesService,
  editor: CourseEditorService,
) {
  // Visitors' answers come from the catalogue cache, as bytes (docs/decisions/0017).
  const catalogue = preparedRoute(courses.visitorAnswers);
  route(
    api,
    e.list,
    async ({ user, query, request }, reply) =>
      catalogue.send(request, reply, await courses.list(user, query)),
    catalogue.options,
  );
  route(api, e.get, ({ user, params }) => courses.get(user, params.id));
  route(api, e.lessons, ({ user, params }) => courses.lessons(user, params.id));
  route(api, e.quizzes, ({ user, params }) => courses.quizzes(user, params.id));

  route(api, e.mine, ({ user }) => editor.mine(user));
  route(api, e.create, ({ user, body }) => editor.create(user, body));
  route(api, e.update, ({ user, params, body }) => editor.update(user, params.id, body));
  route(api, e.remove, ({ user, params }) => editor.remove(user, params.id));
}
