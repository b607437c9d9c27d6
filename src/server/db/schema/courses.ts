/** The catalogue: courses and their lessons. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { courseLevels, courseStatuses, accessTypes } from '../../../contract/courses.ts';
import {
  id,
  createdAt,
  flag,
  decimal,
  mobileMoneyNumbers,
  type MobileMoneyNumbers,
  timestamps,
} from './columns.ts';
import { userRef } from './accounts.ts';

export const courseLevelEnum = pgEnum('course_level', courseLevels);
export const courseStatusEnum = pgEnum('course_status', courseStatuses);
export const accessTypeEnum = pgEnum('access_type', accessTypes);

/** Mobile-money numbers and instructions an instructor sets on a paid course. */
export interface CourseMobileMoneyInfo extends MobileMoneyNumbers {
  instructions?: string;
}

export const courses = pgTable(
  'courses',
  {
    id: id(),
    title: text().notNull(),
    description: text().notNull(),
    thumbnail: text(),
    instructorId: userRef(),
    category: text().notNull(),
    level: courseLevelEnum().notNull().default('beginner'),
    status: courseStatusEnum().notNull().default('draft'),
    /** Hours; optional, may be fractional (e.g. 1.5). */
    duration: decimal(8),
    accessType: accessTypeEnum().notNull().default('free'),
    /** FC; 0 means free. */
    price: integer().notNull().default(0),
    mobileMoneyInfo: mobileMoneyNumbers<CourseMobileMoneyInfo>(),
    ...timestamps,
  },
  (t) => [
    index('courses_status_category_idx').on(t.status, t.category),
    index('courses_instructor_id_idx').on(t.instructorId),
    index('courses_created_at_idx').on(t.createdAt),
    // An uploaded cover's readers are found through it. Hash: equality only, and no size limit
    // on the (possibly long) external image addresses.
    index('courses_thumbnail_idx').using('hash', t.thumbnail),
    check('courses_price_check', sql`${t.price} >= 0`),
    check('courses_duration_check', sql`${t.duration} is null or ${t.duration} >= 0`),
  ],
);

/** A course column of a row that belongs to the course: deleting the course removes the row. */
export const courseRef = () =>
  uuid()
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' });

export const lessons = pgTable(
  'lessons',
  {
    id: id(),
    courseId: courseRef(),
    title: text().notNull(),
    description: text(),
    content: text(),
    videoUrl: text(),
    fileUrl: text(),
    order: integer().notNull().default(1),
    /** Minutes. */
    duration: integer(),
    isFree: flag(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('lessons_course_id_order_idx').on(t.courseId, t.order),
    // Serving an uploaded file looks up the lessons that use it.
    index('lessons_video_url_idx').on(t.videoUrl),
    index('lessons_file_url_idx').on(t.fileUrl),
    check('lessons_order_check', sql`${t.order} >= 0`),
    check('lessons_duration_check', sql`${t.duration} is null or ${t.duration} >= 0`),
  ],
);

export type CourseLevel = (typeof courseLevelEnum.enumValues)[number];
export type CourseStatus = (typeof courseStatusEnum.enumValues)[number];
export type AccessType = (typeof accessTypeEnum.enumValues)[number];
export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;
export type LessonRow = typeof lessons.$inferSelect;
export type NewLessonRow = typeof lessons.$inferInsert;
