/** Live classes (prices in dollars) and their registrations. */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { id, tstz, createdAt, updatedAt, dollars } from './columns.ts';
import { userRef, users } from './accounts.ts';
import { courses } from './courses.ts';
import { paymentMethodEnum, paymentStatusEnum } from './payments.ts';

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
    isFree: boolean().notNull().default(false),
    price: dollars().notNull().default(0),
    maxParticipants: integer(),
    isPublished: boolean().notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    /** Free classes are confirmed at once; paid ones wait for the instructor (DESIGN). */
    paymentStatus: paymentStatusEnum().notNull().default('confirmed'),
    // The mobile-money proof of a paid class; all null for a free one.
    paymentMethod: paymentMethodEnum(),
    phoneNumber: text(),
    transactionId: text(),
    /** The screenshot of the operator's SMS: an uploaded image's path, optional. */
    proofImage: text(),
    /** Dollars asked (the class's price when registering) and the FC amount at that rate. */
    amountPaid: dollars(),
    amountAskedCdf: integer(),
    /** Who confirmed or rejected the payment, and when. */
    decidedById: uuid().references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz(),
    /** When the "an hour before" reminder went out, so it goes once. */
    remindedAt: tstz(),
    registeredAt: createdAt(),
  },
  (t) => [
    unique('live_class_registrations_live_class_id_user_id_unique').on(t.liveClassId, t.userId),
    index('live_class_registrations_user_id_idx').on(t.userId),
    index('live_class_registrations_proof_image_idx')
      .on(t.proofImage)
      .where(sql`${t.proofImage} is not null`),
  ],
);
