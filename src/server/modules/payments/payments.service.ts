import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PaymentStatus } from '../../../contract/common.ts';
import {
  paymentMessages,
  type paymentDecisionSchema,
  type paymentRequestCreateSchema,
} from '../../../contract/payments.ts';
import type { Db } from '../../db/client.ts';
import { courses, enrollments, paymentRequests, users } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import * as coursePolicy from '../../policies/course.ts';
import { loadRow } from '../../policies/load-row.ts';
import { recordAudit } from '../audit/audit-record.ts';
import type { SessionUser } from '../auth/session.service.ts';
import { loadEditableCourse } from '../courses/course-query.ts';
import type { CoursesService } from '../courses/courses.service.ts';
import type { Delivery, NotificationsService } from '../notifications/notifications.service.ts';
import { recordTransactionId } from './mobile-money-proof.ts';

type CreateInput = z.output<typeof paymentRequestCreateSchema>;
type DecisionInput = z.output<typeof paymentDecisionSchema>;

const requestColumns = {
  id: paymentRequests.id,
  courseId: paymentRequests.courseId,
  userId: paymentRequests.userId,
  amount: paymentRequests.amount,
  paymentMethod: paymentRequests.paymentMethod,
  phoneNumber: paymentRequests.phoneNumber,
  transactionId: paymentRequests.transactionId,
  status: paymentRequests.status,
  proofImage: paymentRequests.proofImage,
  createdAt: paymentRequests.createdAt,
  decidedAt: paymentRequests.decidedAt,
};

export interface PaymentsDeps {
  courses: CoursesService;
  notifications: NotificationsService;
  /** The screenshot must be the caller's own finished image upload (objects/proof-image.ts). */
  assertOwnProof: (user: SessionUser, proofImage: string) => Promise<string>;
  /** The clock decisions are dated by (tests move it). */
  now?: () => Date;
}

/** The buyer's notification of a decision (the bell, and a mail when SMTP is set). */
function decisionNotice(status: Exclude<PaymentStatus, 'pending'>, course: CourseRef) {
  return status === 'confirmed'
    ? {
        type: 'payment_confirmed' as const,
        title: paymentMessages.confirmed,
        message: `Votre paiement pour le cours « ${course.title} » a été confirmé : vous avez maintenant accès au cours.`,
        link: `/course/${course.id}/learn`,
      }
    : {
        type: 'payment_rejected' as const,
        title: paymentMessages.rejected,
        message: `Votre paiement pour le cours « ${course.title} » a été rejeté. Vérifiez le numéro et l'ID de transaction, ou contactez le formateur.`,
        link: `/course/${course.id}`,
      };
}

interface CourseRef {
  id: string;
  title: string;
}

export function createPaymentsService(db: Db, deps: PaymentsDeps) {
  return {
    /**
     * POST /api/payment-requests: a pending request for a published, priced course the student
     * has not got yet, by a method its instructor configured. The amount is the course's price.
     * The request and its transaction ID are written together; neither conflict raises an
     * error inside the transaction (ON CONFLICT DO NOTHING), so the refusal is always a 409.
     */
    async create(user: SessionUser, input: CreateInput) {
      const course = await deps.courses.visibleCourse(user, input.courseId);
      if (course.instructorId === user.id) throw appError('PAYMENT_OWN_COURSE');
      if (course.status !== 'published') throw appError('COURSE_NOT_OPEN');
      if (course.price <= 0) throw appError('PAYMENT_COURSE_FREE');
      if (course.progress !== null) throw appError('PAYMENT_ALREADY_ENROLLED');
      if (!course.mobileMoneyInfo?.[input.paymentMethod]?.trim())
        throw appError('PAYMENT_METHOD_UNAVAILABLE', {
          fields: { paymentMethod: paymentMessages.methodUnavailable },
        });
      const proofImage = input.proofImage
        ? await deps.assertOwnProof(user, input.proofImage)
        : null;

      return db.transaction(async (tx) => {
        const [confirmed] = await tx
          .select({ id: paymentRequests.id })
          .from(paymentRequests)
          .where(
            and(
              eq(paymentRequests.userId, user.id),
              eq(paymentRequests.courseId, course.id),
              eq(paymentRequests.status, 'confirmed'),
            ),
          )
          .limit(1);
        if (confirmed) throw appError('PAYMENT_ALREADY_CONFIRMED');

        const [created] = await tx
          .insert(paymentRequests)
          .values({
            userId: user.id,
            courseId: course.id,
            amount: course.price,
            paymentMethod: input.paymentMethod,
            phoneNumber: input.phoneNumber,
            transactionId: input.transactionId ?? null,
            proofImage,
          })
          .onConflictDoNothing({
            target: [paymentRequests.userId, paymentRequests.courseId],
            where: sql`status = 'pending'`,
          })
          .returning(requestColumns);
        if (!created) throw appError('PAYMENT_ALREADY_PENDING');

        await recordTransactionId(tx, created.transactionId, 'payment_request', created.id);
        return created;
      });
    },

    /** GET /api/my-payment-requests: the caller's requests, newest first. */
    async mine(user: SessionUser) {
      return db
        .select({ ...requestColumns, course: { id: courses.id, title: courses.title } })
        .from(paymentRequests)
        .innerJoin(courses, eq(courses.id, paymentRequests.courseId))
        .where(eq(paymentRequests.userId, user.id))
        .orderBy(desc(paymentRequests.createdAt), desc(paymentRequests.id));
    },

    /** GET /api/instructor/payment-requests/{courseId}: the course's instructor and admins. */
    async ofCourse(user: SessionUser, courseId: string) {
      const course = await loadEditableCourse(db, user, courseId, {
        forbidden: 'PAYMENT_FORBIDDEN',
      });
      return db
        .select({ ...requestColumns, user: { id: users.id, name: users.name } })
        .from(paymentRequests)
        .innerJoin(users, eq(users.id, paymentRequests.userId))
        .where(eq(paymentRequests.courseId, course.id))
        .orderBy(
          // Pending first: they are what the instructor has to act on.
          sql`(${paymentRequests.status} = 'pending') desc`,
          desc(paymentRequests.createdAt),
          desc(paymentRequests.id),
        );
    },

    /**
     * PATCH /api/instructor/payment-requests/{id}: pending → confirmed | rejected, once. The
     * conditional UPDATE … WHERE status = 'pending' lets exactly one of concurrent decisions
     * through (the others wait on the row, then find it decided: 409). Confirming enrols the
     * buyer in the same transaction; the buyer is notified in it, mailed after the commit.
     */
    async decide(user: SessionUser, requestId: string, input: DecisionInput) {
      const request = await loadRow(
        db
          .select({
            id: paymentRequests.id,
            userId: paymentRequests.userId,
            courseId: courses.id,
            title: courses.title,
            instructorId: courses.instructorId,
          })
          .from(paymentRequests)
          .innerJoin(courses, eq(courses.id, paymentRequests.courseId))
          .where(eq(paymentRequests.id, requestId)),
        {
          notFound: 'PAYMENT_REQUEST_NOT_FOUND',
          allow: (row) => coursePolicy.canEdit(user, row),
          forbidden: 'PAYMENT_FORBIDDEN',
        },
      );
      let delivery: Delivery | undefined;
      const decided = await db.transaction(async (tx) => {
        const now = deps.now?.() ?? new Date();
        const [updated] = await tx
          .update(paymentRequests)
          .set({ status: input.status, decidedById: user.id, decidedAt: now, updatedAt: now })
          .where(and(eq(paymentRequests.id, request.id), eq(paymentRequests.status, 'pending')))
          .returning(requestColumns);
        if (!updated) throw appError('PAYMENT_ALREADY_DECIDED');
        await recordAudit(
          tx,
          user,
          {
            action: 'payment_request.decide',
            entity: 'payment_requests',
            entityId: request.id,
            before: { status: 'pending' },
            after: { status: input.status, amount: updated.amount },
          },
          now,
        );
        if (input.status === 'confirmed') {
          await tx
            .insert(enrollments)
            .values({ userId: request.userId, courseId: request.courseId })
            .onConflictDoNothing({ target: [enrollments.userId, enrollments.courseId] });
        }
        delivery = await deps.notifications.notify(tx, {
          userId: request.userId,
          ...decisionNotice(input.status, { id: request.courseId, title: request.title }),
        });
        return updated;
      });
      delivery?.();
      return decided;
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
