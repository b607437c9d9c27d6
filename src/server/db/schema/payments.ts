/**
 * Mobile-money payment requests for a paid course. The payment enums also serve the other paid
 * records (package purchases, subscriptions, live class registrations).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { paymentStatuses, paymentMethods } from '../../../contract/common.ts';
import { id, createdAt, tstz, updatedAt } from './columns.ts';
import { userRef, users } from './accounts.ts';
import { courseRef } from './courses.ts';

export const paymentStatusEnum = pgEnum('payment_status', paymentStatuses);
export const paymentMethodEnum = pgEnum('payment_method', paymentMethods);

/** What a mobile-money payer declares, and where the admin's review of it stands. */
export const mobileMoneyPayment = () => ({
  paymentMethod: paymentMethodEnum().notNull(),
  phoneNumber: text().notNull(),
  transactionId: text(),
  status: paymentStatusEnum().notNull().default('pending'),
  /** The screenshot of the operator's SMS: an uploaded image's path, optional. */
  proofImage: text(),
  notes: text(),
  /** Who confirmed or rejected it, and when (the trace of every money decision). */
  decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
  decidedAt: tstz(),
});

/**
 * Every operator transaction ID ever given, whatever it paid for (course, package,
 * subscription, live class): the primary key makes a second use fail (409), so one payment
 * cannot be claimed twice. Stored trimmed and upper-cased.
 */
export const mobileMoneyTransactions = pgTable('mobile_money_transactions', {
  transactionId: text().primaryKey(),
  /** What it was given for, e.g. 'payment_request', and that row's id. */
  kind: text().notNull(),
  requestId: uuid().notNull(),
  createdAt: createdAt(),
});

export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: id(),
    userId: userRef(),
    courseId: courseRef(),
    /** FC. */
    amount: integer().notNull(),
    ...mobileMoneyPayment(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payment_requests_course_id_idx').on(t.courseId),
    index('payment_requests_user_id_idx').on(t.userId),
    // Who may read a screenshot is found from the payment that cites it.
    index('payment_requests_proof_image_idx')
      .on(t.proofImage)
      .where(sql`${t.proofImage} is not null`),
    // One pending request per student and course.
    uniqueIndex('payment_requests_one_pending_idx')
      .on(t.userId, t.courseId)
      .where(sql`${t.status} = 'pending'`),
    check('payment_requests_amount_check', sql`${t.amount} >= 0`),
  ],
);
