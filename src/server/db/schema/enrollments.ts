/** Enrolments of students in courses. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, unique, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt, textList } from './columns.ts';
import { userRef } from './accounts.ts';
import { courseRef } from './courses.ts';
import { packagePurchases } from './packages.ts';
import { payments } from './payments.ts';

export const enrollments = pgTable(
  'enrollments',
  {
    id: id(),
    userId: userRef(),
    courseId: courseRef(),
    packagePurchaseId: uuid().references(() => packagePurchases.id, { onDelete: 'set null' }),
    /** The course or bundle payment whose confirmation enrolled the student (undone with it). */
    paymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    /** Percent, 0..100. */
    progress: integer().notNull().default(0),
    /** Ids of the completed lessons. */
    completedLessons: textList(),
    enrolledAt: createdAt(),
  },
  (t) => [
    unique('enrollments_user_id_course_id_unique').on(t.userId, t.courseId),
    index('enrollments_course_id_idx').on(t.courseId),
    index('enrollments_payment_id_idx')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
    // The admin dashboard's weekly chart reads the last 12 weeks of enrolments.
    index('enrollments_enrolled_at_idx').on(t.enrolledAt),
    check('enrollments_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

export type NewEnrollmentRow = typeof enrollments.$inferInsert;
