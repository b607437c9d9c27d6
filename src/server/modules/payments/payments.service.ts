/**
 * The payments endpoints: the spec's course payment routes, thin adapters over the one flow
 * (payment-flow.ts), and the routes every kind shares (the buyer's list, the deciders' counts,
 * one decision, the SMS attached by hand, an admin's reversal).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { paymentDecisionSchema } from '../../../contract/payments.ts';
import type { Db } from '../../db/client.ts';
import { courses, payments, users, type PaymentRow } from '../../db/schema/index.ts';
import type { SessionUser } from '../auth/index.ts';
import { loadEditableCourse, type CoursesService } from '../courses/index.ts';
import { createCoursePaymentKind, type CoursePaymentInput } from './course-payment-kind.ts';
import type { PaymentFlow } from './payment-flow.ts';
import { createPaymentReview, paymentReviewColumns } from './payment-review.ts';
import { createSmsAttachment } from './sms-attachment.ts';

/** A course payment as the spec's routes answer it. */
const requestColumns = {
  id: payments.id,
  courseId: payments.itemId,
  userId: payments.buyerId,
  amount: payments.amount,
  paymentMethod: payments.paymentMethod,
  phoneNumber: payments.phoneNumber,
  transactionId: payments.transactionId,
  status: payments.status,
  proofImage: payments.proofImage,
  createdAt: payments.createdAt,
  decidedAt: payments.decidedAt,
};

const asRequest = (row: PaymentRow) => ({
  id: row.id,
  courseId: row.itemId,
  userId: row.buyerId,
  amount: row.amount,
  paymentMethod: row.paymentMethod,
  phoneNumber: row.phoneNumber,
  transactionId: row.transactionId,
  status: row.status,
  proofImage: row.proofImage,
  createdAt: row.createdAt,
  decidedAt: row.decidedAt,
});

/** What every decision answers. */
export const asDecided = (row: PaymentRow) => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  decidedVia: row.decidedVia,
  decidedAt: row.decidedAt,
});

export interface PaymentsDeps {
  courses: CoursesService;
  flow: PaymentFlow;
  now: () => Date;
}

export function createPaymentsService(db: Db, deps: PaymentsDeps) {
  const { flow } = deps;
  const coursePayment = createCoursePaymentKind(deps.courses);
  flow.register(coursePayment);
  const review = createPaymentReview(db, flow.kinds);
  const attach = createSmsAttachment(db, review, deps.now);
  const isCourse = eq(payments.kind, 'course');

  return {
    /** POST /api/payment-requests: a pending request for a published, priced course. */
    async create(user: SessionUser, input: CoursePaymentInput) {
      return asRequest(await flow.request(coursePayment, user, input.courseId, input));
    },

    /** GET /api/my-payment-requests: the caller's course payments, newest first. */
    async mine(user: SessionUser) {
      return db
        .select({ ...requestColumns, course: { id: courses.id, title: courses.title } })
        .from(payments)
        .innerJoin(courses, eq(courses.id, payments.itemId))
        .where(and(isCourse, eq(payments.buyerId, user.id)))
        .orderBy(desc(payments.createdAt), desc(payments.id));
    },

    /** GET /api/instructor/payment-requests/{courseId}: the course's instructor and admins. */
    async ofCourse(user: SessionUser, courseId: string) {
      const course = await loadEditableCourse(db, user, courseId, {
        forbidden: 'PAYMENT_FORBIDDEN',
      });
      return db
        .select({
          ...requestColumns,
          user: { id: users.id, name: users.name },
          ...paymentReviewColumns,
        })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.buyerId))
        .where(and(isCourse, eq(payments.itemId, course.id)))
        .orderBy(
          // Pending first: they are what the instructor has to act on.
          sql`(${payments.status} = 'pending') desc`,
          desc(payments.createdAt),
          desc(payments.id),
        );
    },

    /** PATCH /api/instructor/payment-requests/{id}: the course's instructor or an admin. */
    async decide(user: SessionUser, id: string, input: z.output<typeof paymentDecisionSchema>) {
      const decided = await flow.decide(user, id, input, {
        kind: 'course',
        notFound: 'PAYMENT_REQUEST_NOT_FOUND',
      });
      return asRequest(decided);
    },

    /** Who decides each payment citing a screenshot (media access). */
    proofDeciders: (objectPath: string) => review.proofDeciders(objectPath),
    /** GET /api/my-payments: every payment of every kind. */
    myPayments: (user: SessionUser) => review.mine(user),
    /** GET /api/payments/pending. */
    pending: (user: SessionUser) => review.pending(user),
    /** GET /api/payments/pending-counts. */
    pendingCounts: (user: SessionUser) => review.pendingCounts(user),

    /** PUT /api/payments/{id}/decision: any kind, by its decider. */
    async decideAny(user: SessionUser, id: string, input: z.output<typeof paymentDecisionSchema>) {
      return asDecided(await flow.decide(user, id, input));
    },

    /** POST /api/admin/payments/{id}/reverse. */
    async reverse(admin: SessionUser, id: string) {
      return asDecided(await flow.reverse(admin, id));
    },

    /** PUT /api/payments/{id}/sms: a decider attaches an SMS by hand (sms-attachment.ts). */
    async attachSms(user: SessionUser, id: string, smsId: string) {
      return asDecided(await attach(user, id, smsId));
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
