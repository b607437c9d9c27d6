/** Uploaded files (lesson videos and documents, course cover images). */
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { uploadStatuses } from '../../../contract/objects.ts';
import { id, tstz, createdAt } from './columns.ts';
import { users } from './accounts.ts';

export const uploadStatusEnum = pgEnum('upload_status', uploadStatuses);

/**
 * One uploaded file (lesson video or document, or a course's cover image). The row is created
 * with the upload address (`pending`), claimed by the first transfer (`receiving`), and becomes
 * `complete` once every byte arrived and the content matched its type; `failed` addresses can
 * never be reused.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    status: uploadStatusEnum().notNull().default('pending'),
    /** One of the accepted extensions (UPLOAD_TYPES: videos, documents, cover images). */
    extension: text(),
    contentType: text(),
    /** Original file name, for Content-Disposition. */
    fileName: text(),
    /** Declared total size in bytes. */
    size: bigint({ mode: 'number' }),
    /** The address must be used (transfer started) before this. */
    expiresAt: tstz().notNull(),
    createdAt: createdAt(),
    completedAt: tstz(),
  },
  (t) => [
    index('uploads_status_created_at_idx').on(t.status, t.createdAt),
    index('uploads_user_id_idx').on(t.userId),
    check('uploads_size_check', sql`${t.size} is null or ${t.size} >= 0`),
  ],
);
