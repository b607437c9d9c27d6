import type { FastifyInstance } from 'fastify';
import { enrollmentEndpoints as e } from '../../../contract/enrollments.ts';
import { route } from '../../http/route.ts';
import type { EnrollmentsService } from './enrollments.service.ts';

export function enrollmentsRoutes(api: FastifyInstance, enrollments: EnrollmentsService) {
  route(api, e.enroll, async ({ user, body }, reply) => {
    const { enrollment, created } = await enrollments.enroll(user, body.courseId);
    reply.status(created ? 201 : 200);
    return enrollment;
  });
  route(api, e.list, ({ user }) => enrollments.list(user));
  route(api, e.ofCourse, ({ user, params }) => enrollments.getForCourse(user, params.courseId));
  route(api, e.completeLesson, ({ user, params, body }) =>
    enrollments.completeLesson(user, params.id, body.lessonId),
  );
}
