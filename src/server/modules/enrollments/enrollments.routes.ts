import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeLessonSchema,
  enrollmentSchema,
  enrollmentWithCourseSchema,
  enrollSchema,
  mySubscriptionSchema,
} from '../../../contract/enrollments.ts';
import { currentUser, requireUser } from '../../plugins/auth.ts';
import type { EnrollmentsService } from './enrollments.service.ts';

export const enrollmentsRoutes: FastifyPluginAsyncZod<{ enrollments: EnrollmentsService }> = async (
  app,
  { enrollments },
) => {
  app.addHook('preHandler', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-cache');
  });

  app.post(
    '/enrollments',
    { schema: { body: enrollSchema, response: { 200: enrollmentSchema, 201: enrollmentSchema } } },
    async (request, reply) => {
      const { enrollment, created } = await enrollments.enroll(
        currentUser(request),
        request.body.courseId,
      );
      return reply.status(created ? 201 : 200).send(enrollment);
    },
  );

  app.get(
    '/enrollments',
    { schema: { response: { 200: z.array(enrollmentWithCourseSchema) } } },
    (request) => enrollments.list(currentUser(request)),
  );

  app.get(
    '/enrollments/:courseId',
    { schema: { params: z.object({ courseId: z.string() }), response: { 200: enrollmentSchema } } },
    (request) => enrollments.getForCourse(currentUser(request), request.params.courseId),
  );

  app.post(
    '/enrollments/:id/complete-lesson',
    {
      schema: {
        params: z.object({ id: z.string() }),
        body: completeLessonSchema,
        response: { 200: enrollmentSchema },
      },
    },
    (request) =>
      enrollments.completeLesson(currentUser(request), request.params.id, request.body.lessonId),
  );

  app.get('/my-subscription', { schema: { response: { 200: mySubscriptionSchema } } }, (request) =>
    enrollments.mySubscription(currentUser(request)),
  );
};
