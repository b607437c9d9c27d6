/** The lighter copies of uploaded lesson videos (issue 30, part 4). */
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgEnum, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { renditionQualities, renditionStatuses } from '../../../contract/objects.ts';
import { partOf, timestamps } from './columns.ts';
import { uploads } from './uploads.ts';

export const renditionQualityEnum = pgEnum('rendition_quality', renditionQualities);
export const renditionStatusEnum = pgEnum('rendition_status', renditionStatuses);

/**
 * One copy of an uploaded video in one quality, made by the background job
 * (src/server/modules/objects/rendition-job.ts). Rows are created `waiting` when a lesson takes
 * the video; the job marks each `working`, then `ready` with its size only once the stored
 * object is whole, or `failed` after its last attempt. Only `ready` copies are ever served.
 */
export const videoRenditions = pgTable(
  'video_renditions',
  {
    uploadId: partOf(() => uploads.id),
    quality: renditionQualityEnum().notNull(),
    status: renditionStatusEnum().notNull().default('waiting'),
    /** Percent made, 0 to 100. */
    progress: integer().notNull().default(0),
    /** Bytes of the stored copy; null until ready. */
    size: bigint({ mode: 'number' }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ name: 'video_renditions_upload_id_quality_pk', columns: [t.uploadId, t.quality] }),
    check('video_renditions_progress_check', sql`${t.progress} between 0 and 100`),
    check('video_renditions_size_check', sql`${t.size} is null or ${t.size} >= 0`),
  ],
);

export type VideoRenditionRow = typeof videoRenditions.$inferSelect;
