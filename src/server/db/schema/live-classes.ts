/** Live classes (prices in dollars) and their registrations. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, tstz, createdAt, dollars, flag, timestamps } from './columns.ts';
import { userRef } from './accounts.ts';
import { courses } from './courses.ts';
import { payments, paymentStatusEnum } from './payments.ts';

export const liveClasses = pgTable(
  'live_classes',
  {
    id: id(),
    courseId: uuid().references(() => courses.id, { onDelete: 'cascade' }),
    instructorId: userRef(),
    title: text().notNull(),
    description: text(),
    scheduledAt: tstz().notNull(),
    /** Minutes. */
    duration: integer().notNull().default(60),
    meetingUrl: text(),
    isFree: flag(false),
    price: dollars().notNull().default(0),
    maxParticipants: integer(),
    isPublished: flag(false),
    ...timestamps,
  },
  (t) => [
    index('live_classes_scheduled_at_idx').on(t.scheduledAt),
    index('live_classes_instructor_id_idx').on(t.instructorId),
    index('live_classes_course_id_idx').on(t.courseId),
    check('live_classes_duration_check', sql`${t.duration} >= 1`),
    check('live_classes_price_check', sql`${t.price} >= 0`),
    check(
      'live_classes_max_participants_check',
      sql`${t.maxParticipants} is null or ${t.maxParticipants} >= 1`,
    ),
  ],
);

export const liveClassRegistrations = pgTable(
  'live_class_registrations',
  {
    id: id(),
    liveClassId: uuid()
      .notNull()
      .references(() => liveClasses.id, { onDelete: 'cascade' }),
    userId: userRef(),
    /**
     * The seat's state: free classes are confirmed at once; a paid one follows its payment's
     * decision (the payment's effect), pending until then.
     */
    paymentStatus: paymentStatusEnum().notNull().default('confirmed'),
    /** The latest payment for this seat; null for a free class. */
    paymentId: uuid().references(() => payments.id, { onDelete: 'set null' }),
    /** When the "an hour before" reminder went out, so it goes once. */
    remindedAt: tstz(),
    registeredAt: createdAt(),
  },
  (t) => [
    unique('live_class_registrations_live_class_id_user_id_unique').on(t.liveClassId, t.userId),
    index('live_class_registrations_user_id_idx').on(t.userId),
    index('live_class_registrations_payment_id_idx').on(t.paymentId),
  ],
);
