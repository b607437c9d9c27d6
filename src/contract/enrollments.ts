import { z } from 'zod';
import { idSchema, isoDateTime, pathId } from './common.ts';
import { defineErrors, endpoint, endpointGroups } from './endpoint.ts';
import { courseSchema } from './courses.ts';

export const enrollmentMessages = {
  subscriptionRequired: 'Ce cours nécessite un abonnement actif',
  paymentRequired: 'Ce cours est payant : effectuez le paiement mobile money pour y accéder',
  notOpen: "Ce cours n'accepte pas d'inscriptions",
  notFound: 'Inscription non trouvée',
  lessonNotInCourse: "Cette leçon n'appartient pas à ce cours",
} as const;

export const enrollSchema = z.object({ courseId: idSchema });
export const completeLessonSchema = z.object({ lessonId: idSchema });

export const enrollmentSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  userId: z.string(),
  progress: z.number().int(),
  completedLessons: z.array(z.string()),
  enrolledAt: isoDateTime,
});
export type Enrollment = z.input<typeof enrollmentSchema>;

export const enrollmentWithCourseSchema = enrollmentSchema.extend({ course: courseSchema });
export type EnrollmentWithCourse = z.input<typeof enrollmentWithCourseSchema>;

export const enrollmentErrors = defineErrors({
  ENROLLMENT_NOT_FOUND: { status: 404, message: enrollmentMessages.notFound },
  SUBSCRIPTION_REQUIRED: { status: 403, message: enrollmentMessages.subscriptionRequired },
  PAYMENT_REQUIRED: { status: 402, message: enrollmentMessages.paymentRequired },
  COURSE_NOT_OPEN: { status: 409, message: enrollmentMessages.notOpen },
  LESSON_NOT_IN_COURSE: { status: 400, message: enrollmentMessages.lessonNotInCourse },
});

const tag = 'Inscriptions';
const { signedInApi } = endpointGroups(tag);
export const enrollmentEndpoints = {
  enroll: endpoint.post(signedInApi, '/api/enrollments', {
    summary: "S'inscrire à un cours (201 à la première inscription, 200 ensuite)",
    body: enrollSchema,
    responses: { 201: enrollmentSchema, 200: enrollmentSchema },
    errors: ['COURSE_NOT_FOUND', 'COURSE_NOT_OPEN', 'SUBSCRIPTION_REQUIRED', 'PAYMENT_REQUIRED'],
  }),
  list: endpoint.get(signedInApi, '/api/enrollments', {
    summary: "Les inscriptions de l'utilisateur, avec leur cours",
    responses: { 200: z.array(enrollmentWithCourseSchema) },
  }),
  ofCourse: endpoint.get(signedInApi, '/api/enrollments/{courseId}', {
    summary: "L'inscription de l'utilisateur à un cours",
    params: z.object({ courseId: pathId }),
    notFound: 'ENROLLMENT_NOT_FOUND',
    responses: { 200: enrollmentSchema },
  }),
  completeLesson: endpoint.post(signedInApi, '/api/enrollments/{id}/complete-lesson', {
    summary: 'Marquer une leçon comme terminée',
    params: z.object({ id: pathId }),
    notFound: 'ENROLLMENT_NOT_FOUND',
    body: completeLessonSchema,
    responses: { 200: enrollmentSchema },
    errors: ['LESSON_NOT_IN_COURSE'],
  }),
};
