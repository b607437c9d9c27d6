import type { FastifyInstance } from 'fastify';
import { paymentEndpoints as e } from '../../../contract/payments.ts';
import { route } from '../../http/route.ts';
import type { PaymentsService } from './payments.service.ts';

export function paymentsRoutes(api: FastifyInstance, payments: PaymentsService) {
  // Students declare what they paid for a course; they follow it on their dashboard.
  route(api, e.create, ({ user, body }) => payments.create(user, body));
  route(api, e.mine, ({ user }) => payments.mine(user));
  // The course's instructor (or an admin) confirms or rejects.
  route(api, e.ofCourse, ({ user, params }) => payments.ofCourse(user, params.courseId));
  route(api, e.decide, ({ user, params, body }) => payments.decide(user, params.id, body));
  // Every kind alike.
  route(api, e.myPayments, ({ user }) => payments.myPayments(user));
  route(api, e.pending, ({ user }) => payments.pending(user));
  route(api, e.pendingCounts, ({ user }) => payments.pendingCounts(user));
  route(api, e.decideAny, ({ user, params, body }) => payments.decideAny(user, params.id, body));
  route(api, e.attachSms, ({ user, params, body }) =>
    payments.attachSms(user, params.id, body.smsId),
  );
  route(api, e.reverse, ({ user, params }) => payments.reverse(user, params.id));
}
