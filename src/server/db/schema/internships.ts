/** Internship requests tied to a course. */
import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { internshipStatuses } from '../../../contract/internships.ts';
import { id, tstz, timestamps } from './columns.ts';
import { userRef } from './accounts.ts';
import { courseRef } from './courses.ts';

export const internshipStatusEnum = pgEnum('internship_status', internshipStatuses);

export const internships = pgTable(
  'internships',
  {
    id: id(),
    userId: userRef(),
    courseId: courseRef(),
    companyName: text().notNull(),
    position: text().notNull(),
    startDate: tstz().notNull(),
    endDate: tstz().notNull(),
    description: text(),
    status: internshipStatusEnum().notNull().default('pending'),
    supervisorName: text(),
    supervisorEmail: text(),
    supervisorPhone: text(),
    ...timestamps,
  },
  (t) => [
    index('internships_user_id_idx').on(t.userId),
    index('internships_status_idx').on(t.status),
    index('internships_course_id_idx').on(t.courseId),
    check('internships_dates_check', sql`${t.endDate} >= ${t.startDate}`),
  ],
);
