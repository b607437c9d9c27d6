import type { FastifyInstance } from 'fastify';
import { lessonEndpoints as e } from '../../../contract/lessons.ts';
import { route } from '../../http/route.ts';
import type { LessonsService } from './lessons.service.ts';

export function lessonsRoutes(api: FastifyInstance, lessons: LessonsService) {
  route(api, e.get, ({ user, params }) => lessons.get(user, params.id));
  route(api, e.create, ({ user, body }) => lessons.create(user, body));
  route(api, e.update, ({ user, params, body }) => lessons.update(user, params.id, body));
  route(api, e.renditions, ({ user, params }) => lessons.renditions(user, params.id));
  route(api, e.remove, ({ user, params }) => lessons.remove(user, params.id));
}
