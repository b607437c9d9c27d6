/**
 * Mobile-money payment requests for a paid course. The payment enums also serve the other paid
 * records (package purchases, subscriptions, live class registrations).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { paymentStatuses, paymentMethods } from '../../../contract/common.ts';
import { id, createdAt, updatedAt } from './columns.ts';
import { userRef } from './accounts.ts';
import { courseRef } from './courses.ts';

export const paymentStatusEnum = pgEnum('payment_status', paymentStatuses);
export const paymentMethodEnum = pgEnum('payment_method', paymentMethods);

/** What a mobile-money payer declares, and where the admin's review of it stands. */
export const mobileMoneyPayment = () => ({
  paymentMethod: paymentMethodEnum().notNull(),
  phoneNumber: text().notNull(),
  transactionId: text(),
  status: paymentStatusEnum().notNull().default('pending'),
  proofImage: text(),
  notes: text(),
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
    check('payment_requests_amount_check', sql`${t.amount} >= 0`),
  ],
);
