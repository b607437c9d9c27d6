import { z } from 'zod';
import { idSchema, isoDateTime } from './common.ts';
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

/** GET /api/my-subscription: isActive is false when there is none. */
export const mySubscriptionSchema = z.object({
  isActive: z.boolean(),
  subscription: z
    .object({
      id: z.string(),
      planId: z.string(),
      planName: z.string(),
      status: z.enum(['pending', 'confirmed', 'rejected']),
      duration: z.enum(['monthly', 'yearly']),
      startDate: isoDateTime.nullable(),
      endDate: isoDateTime.nullable(),
    })
    .nullable(),
});
export type MySubscription = z.input<typeof mySubscriptionSchema>;
