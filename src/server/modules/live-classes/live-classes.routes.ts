import type { FastifyInstance } from 'fastify';
import { liveClassEndpoints as e } from '../../../contract/live-classes.ts';
import { route } from '../../http/route.ts';
import type { LiveClassesService } from './live-classes.service.ts';

export function liveClassesRoutes(api: FastifyInstance, liveClasses: LiveClassesService) {
  route(api, e.instructorList, ({ user }) => liveClasses.instructorList(user));
  route(api, e.create, ({ user, body }) => liveClasses.create(user, body));
  route(api, e.update, ({ user, params, body }) => liveClasses.update(user, params.id, body));
  route(api, e.remove, ({ user, params }) => liveClasses.remove(user, params.id));
  route(api, e.upcoming, () => liveClasses.upcoming());
  route(api, e.mine, ({ user }) => liveClasses.mine(user));
  route(api, e.register, async ({ user, params, body }, reply) => {
    const { registration, created } = await liveClasses.register(user, params.id, body);
    reply.status(created ? 201 : 200);
    return registration;
  });
  route(api, e.calendar, async ({ user, params }, reply) => {
    const ics = await liveClasses.calendar(user, params.id);
    return reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="cours-en-direct.ics"')
      .send(ics);
  });
  route(api, e.decide, ({ user, params, body }) => liveClasses.decide(user, params.id, body));
}
