/** A course bought by mobile money: decided by its instructor (or an admin), enrols the buyer. */
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { paymentMessages, type paymentRequestCreateSchema } from '../../../contract/payments.ts';
import { courses, enrollments, payments } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import type { CoursesService } from '../courses/index.ts';
import type { PaymentKindPlugin } from './payment-kind.ts';

export type CoursePaymentInput = z.output<typeof paymentRequestCreateSchema>;

export function createCoursePaymentKind(courseService: CoursesService): PaymentKindPlugin {
  return {
    kind: 'course',
    auditAction: 'payment_request.decide',

    async itemForRequest(tx, buyer, courseId) {
      const course = await courseService.visibleCourse(buyer, courseId, tx);
      if (course.instructorId === buyer.id) throw appError('PAYMENT_OWN_COURSE');
      if (course.status !== 'published') throw appError('COURSE_NOT_OPEN');
      if (course.price <= 0) throw appError('PAYMENT_COURSE_FREE');
      if (course.progress !== null) throw appError('PAYMENT_ALREADY_ENROLLED');
      const [confirmed] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(
            eq(payments.kind, 'course'),
            eq(payments.buyerId, buyer.id),
            eq(payments.itemId, course.id),
            eq(payments.status, 'confirmed'),
          ),
        )
        .limit(1);
      if (confirmed) throw appError('PAYMENT_ALREADY_CONFIRMED');
      return { id: course.id, amount: course.price, numbers: course.mobileMoneyInfo };
    },

    async itemFacts(executor, courseId) {
      const [course] = await executor
        .select({ title: courses.title, ownerId: courses.instructorId })
        .from(courses)
        .where(eq(courses.id, courseId));
      return course;
    },

    async onConfirm(tx, payment) {
      await tx
        .insert(enrollments)
        .values({ userId: payment.buyerId, courseId: payment.itemId, paymentId: payment.id })
        .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] });
    },

    async onReverse(tx, payment) {
      await tx.delete(enrollments).where(eq(enrollments.paymentId, payment.id));
    },

    notice(outcome, course, reason) {
      if (outcome === 'confirmed')
        return {
          type: 'payment_confirmed',
          title: paymentMessages.confirmed,
          message: `Votre paiement pour le cours « ${course.title} » a été confirmé : vous avez maintenant accès au cours.`,
          link: `/course/${course.id}/learn`,
        };
      if (outcome === 'reversed')
        return {
          type: 'payment_reversed',
          title: paymentMessages.reversed,
          message: `La confirmation automatique de votre paiement pour le cours « ${course.title} » a été annulée : il sera vérifié par une personne.`,
          link: `/course/${course.id}`,
        };
      return {
        type: 'payment_rejected',
        title: paymentMessages.rejected,
        message: `Votre paiement pour le cours « ${course.title} » a été rejeté.${reason ? ` Motif : ${reason}.` : ''} Vérifiez le numéro et l'ID de transaction, ou contactez le formateur.`,
        link: `/course/${course.id}`,
      };
    },

    reviewLink: (course) => `/instructor/course/${course.id}/payments`,
    itemTitleSql: sql`(select ${courses.title} from ${courses} where ${courses.id} = ${payments.itemId})`,
    ownerIdSql: sql`(select ${courses.instructorId} from ${courses} where ${courses.id} = ${payments.itemId})`,
  };
}
