import type { FastifyInstance } from 'fastify';
import { paymentEndpoints as e } from '../../../contract/payments.ts';
import { route } from '../../http/route.ts';
import type { PaymentsService } from './payments.service.ts';

export function paymentsRoutes(api: FastifyInstance, payments: PaymentsService) {
  // Students declare what they paid; they follow it on their dashboard.
  route(api, e.create, ({ user, body }) => payments.create(user, body));
  route(api, e.mine, ({ user }) => payments.mine(user));
  // The course's instructor (or an admin) confirms or rejects.
  route(api, e.ofCourse, ({ user, params }) => payments.ofCourse(user, params.courseId));
  route(api, e.decide, ({ user, params, body }) => payments.decide(user, params.id, body));
}
