/** Certificates issued for a course. */
import { pgEnum, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { certificationTypes } from '../../../contract/certifications.ts';
import { id, tstz, createdAt } from './columns.ts';
import { userRef } from './accounts.ts';
import { courseRef } from './courses.ts';

export const certificationTypeEnum = pgEnum('certification_type', certificationTypes);

export const certifications = pgTable(
  'certifications',
  {
    id: id(),
    userId: userRef(),
    courseId: courseRef(),
    type: certificationTypeEnum().notNull().default('national'),
    certificateNumber: text().notNull().unique('certifications_certificate_number_unique'),
    issuedAt: createdAt(),
    expiresAt: tstz(),
    pdfUrl: text(),
  },
  (t) => [unique('certifications_user_id_course_id_unique').on(t.userId, t.courseId)],
);
