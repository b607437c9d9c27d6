import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  UPLOAD_TYPES,
  videoQualities,
  type RenditionQuality,
  type VideoQuality,
} from '../../../contract/objects.ts';
import type { Db } from '../../db/client.ts';
import { lessons, uploads, videoRenditions, type LessonRow } from '../../db/schema/index.ts';
import { qualified } from '../../lib/sql-columns.ts';
import { renditionPathFor } from '../objects/index.ts';

const videoUpload = alias(uploads, 'video_upload');
const fileUpload = alias(uploads, 'file_upload');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The complete upload a lesson's column names by its object path (/objects/uploads/{id}.{ext}),
 * joined by its id (the primary key) and checked against the whole path; none for a link.
 */
function uploadNamedBy(upload: typeof videoUpload | typeof fileUpload, column: AnyPgColumn): SQL {
  return and(
    eq(
      upload.id,
      sql`(substring(${column} from ${`^/objects/uploads/(${UUID})\\.[a-z0-9]+$`}))::uuid`,
    ),
    eq(upload.status, 'complete'),
    sql`${column} = '/objects/uploads/' || ${upload.id} || '.' || ${upload.extension}`,
  )!;
}

/**
 * Lessons with the sizes of what they hold, in one query: the document's size, the video's, and
 * the video's ready renditions (aggregated by a subquery per row, not a query per lesson).
 */
export function selectLessonsWithMedia(db: Db, where: SQL) {
  return db
    .select({
      lesson: lessons,
      fileSize: fileUpload.size,
      video: { id: videoUpload.id, extension: videoUpload.extension, size: videoUpload.size },
      renditions: sql<{ quality: RenditionQuality; size: number }[]>`(
        select coalesce(json_agg(json_build_object('quality', ${qualified(videoRenditions.quality)}, 'size', ${qualified(videoRenditions.size)})), '[]'::json)
        from ${videoRenditions}
        where ${qualified(videoRenditions.uploadId)} = ${videoUpload.id}
          and ${qualified(videoRenditions.status)} = 'ready')`,
    })
    .from(lessons)
    .leftJoin(videoUpload, uploadNamedBy(videoUpload, lessons.videoUrl))
    .leftJoin(fileUpload, uploadNamedBy(fileUpload, lessons.fileUrl))
    .where(where)
    .orderBy(asc(lessons.order), asc(lessons.createdAt));
}

export type LessonWithMedia = Awaited<ReturnType<typeof selectLessonsWithMedia>>[number];

const encoder = new TextEncoder();

/** Who reads the lesson: `open` sees its body and addresses, `editor` the original video too. */
export interface LessonReader {
  open: boolean;
  editor: boolean;
}

/** A lesson on the wire (contract `lessonSchema`); its body, video and file only when `open`. */
export function toLesson(
  { lesson: l, fileSize, video, renditions }: LessonWithMedia,
  reader: LessonReader,
) {
  const { open } = reader;
  return {
    id: l.id,
    courseId: l.courseId,
    title: l.title,
    description: l.description,
    order: l.order,
    duration: l.duration,
    isFree: l.isFree,
    content: open ? l.content : null,
    videoUrl: open ? l.videoUrl : null,
    fileUrl: open ? l.fileUrl : null,
    locked: !open,
    contentSize: l.content ? encoder.encode(l.content).length : 0,
    fileSize: fileSize ?? null,
    videos: videosOf(l, video, renditions ?? [], reader),
  };
}

function videosOf(
  lesson: LessonRow,
  video: LessonWithMedia['video'],
  renditions: { quality: RenditionQuality; size: number }[],
  { open, editor }: LessonReader,
) {
  if (!video?.id || !video.extension || video.size === null) return [];
  const extension = video.extension as keyof typeof UPLOAD_TYPES;
  if (UPLOAD_TYPES[extension]?.kind !== 'video') return [];
  const found = new Map<VideoQuality, { size: number; url: string }>();
  for (const { quality, size } of renditions)
    found.set(quality, {
      size: Number(size),
      url: renditionPathFor(video.id, quality),
    });
  // Learners are given the lighter copies once one exists; editors always see the original.
  if (editor || (!found.has('low') && !found.has('medium')))
    found.set('original', { size: video.size, url: lesson.videoUrl! });
  return videoQualities.flatMap((quality) => {
    const entry = found.get(quality);
    return entry ? [{ quality, size: entry.size, url: open ? entry.url : null }] : [];
  });
}
