import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import {
  RENDITION_EXTENSIONS,
  renditionQualities,
  UPLOAD_TYPES,
  type RenditionProgress,
  type RenditionQuality,
  type UploadExtension,
} from '../../../contract/objects.ts';
import type { Db } from '../../db/client.ts';
import { lessons, uploads, videoRenditions } from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import type { JobQueue } from '../../lib/job-queue.ts';

/** The queue of the job that makes an upload's renditions (rendition-job.ts). */
export const RENDITIONS_QUEUE = 'video-renditions';
export interface RenditionJobData {
  uploadId: string;
}

/** The public address of a rendition, e.g. /objects/renditions/{uploadId}/low.mp4 */
export const renditionPathFor = (uploadId: string, quality: RenditionQuality) =>
  `/objects/renditions/${uploadId}/${quality}.${RENDITION_EXTENSIONS[quality]}`;
/** Where a rendition is stored. */
export const renditionKeyFor = (uploadId: string, quality: RenditionQuality) =>
  `renditions/${uploadId}/${quality}.${RENDITION_EXTENSIONS[quality]}`;

const UPLOAD_PATH = /^\/objects\/uploads\/([0-9a-f-]{36})\.([a-z0-9]+)$/;

/** The upload id and extension an object path names, or null (an external link, say). */
export function uploadOfPath(url: string | null | undefined) {
  const match = url?.match(UPLOAD_PATH);
  if (!match || !isUuid(match[1]!) || !(match[2]! in UPLOAD_TYPES)) return null;
  return { id: match[1]!, extension: match[2] as UploadExtension };
}

/** Lower-case quality and extension of a rendition's file name ("low.mp4"), or null. */
export function parseRenditionFile(file: string): RenditionQuality | null {
  const match = file.match(/^([a-z]+)\.([a-z0-9]+)$/);
  const quality = match?.[1] as RenditionQuality | undefined;
  if (!quality || !renditionQualities.includes(quality)) return null;
  return RENDITION_EXTENSIONS[quality] === match![2] ? quality : null;
}

/**
 * The lighter copies of uploaded lesson videos: their rows, the job that makes them, and what
 * the editor and the media route read of them.
 */
export function createRenditionsService({ db, jobs }: { db: Db; jobs: JobQueue }) {
  /** The complete video upload an object path names, or null. */
  async function videoUpload(videoUrl: string | null | undefined) {
    const named = uploadOfPath(videoUrl);
    if (!named || UPLOAD_TYPES[named.extension].kind !== 'video') return null;
    const [row] = await db
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        and(
          eq(uploads.id, named.id),
          eq(uploads.extension, named.extension),
          eq(uploads.status, 'complete'),
        ),
      );
    return row ?? null;
  }

  const service = {
    /**
     * A lesson now shows `videoUrl`: when it is an uploaded video, its three renditions are
     * wanted (rows created once) and a job makes what is not ready yet (one per upload at once).
     * Must run outside a transaction: the queue has its own connection.
     */
    async requestFor(videoUrl: string | null | undefined): Promise<void> {
      const upload = await videoUpload(videoUrl);
      if (!upload) return;
      await db
        .insert(videoRenditions)
        .values(renditionQualities.map((quality) => ({ uploadId: upload.id, quality })))
        .onConflictDoNothing();
      const [pending] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(videoRenditions)
        .where(
          and(eq(videoRenditions.uploadId, upload.id), sql`${videoRenditions.status} <> 'ready'`),
        );
      if (!pending?.n) return;
      // A copy given up on (its job's attempts all failed) is tried afresh.
      await db
        .update(videoRenditions)
        .set({ status: 'waiting', progress: 0 })
        .where(and(eq(videoRenditions.uploadId, upload.id), eq(videoRenditions.status, 'failed')));
      await jobs.send<RenditionJobData>(RENDITIONS_QUEUE, { uploadId: upload.id }, upload.id);
    },

    /**
     * At start: uploaded videos that lessons show with no copies at all (set before copies
     * existed, or while the queue was down) get theirs. Answers how many were queued.
     */
    async requestMissing(): Promise<number> {
      const shown = await db
        .selectDistinct({ videoUrl: lessons.videoUrl })
        .from(lessons)
        .where(like(lessons.videoUrl, '/objects/uploads/%'));
      const named = shown.flatMap(({ videoUrl }) => {
        const upload = uploadOfPath(videoUrl);
        return upload ? [{ videoUrl: videoUrl!, uploadId: upload.id }] : [];
      });
      if (!named.length) return 0;
      const withCopies = await db
        .selectDistinct({ uploadId: videoRenditions.uploadId })
        .from(videoRenditions)
        .where(inArray(videoRenditions.uploadId, [...new Set(named.map((n) => n.uploadId))]));
      const known = new Set(withCopies.map((row) => row.uploadId));
      const missing = named.filter((n) => !known.has(n.uploadId));
      for (const { videoUrl } of missing) await service.requestFor(videoUrl);
      return missing.length;
    },

    /** GET /api/lessons/{id}/renditions: each copy of the lesson's uploaded video. */
    async progressOf(videoUrl: string | null): Promise<RenditionProgress[]> {
      const upload = uploadOfPath(videoUrl);
      if (!upload) return [];
      const rows = await db
        .select({
          quality: videoRenditions.quality,
          status: videoRenditions.status,
          progress: videoRenditions.progress,
          size: videoRenditions.size,
        })
        .from(videoRenditions)
        .where(eq(videoRenditions.uploadId, upload.id))
        .orderBy(asc(videoRenditions.quality));
      return rows;
    },

    /**
     * What the media route needs to serve a rendition: the original's extension (its access
     * rules are the rendition's) and the rendition row, if any.
     */
    async lookup(uploadId: string, quality: RenditionQuality) {
      if (!isUuid(uploadId)) return null;
      const [row] = await db
        .select({
          id: uploads.id,
          extension: uploads.extension,
          fileName: uploads.fileName,
          status: videoRenditions.status,
          size: videoRenditions.size,
          updatedAt: videoRenditions.updatedAt,
        })
        .from(uploads)
        .leftJoin(
          videoRenditions,
          and(eq(videoRenditions.uploadId, uploads.id), eq(videoRenditions.quality, quality)),
        )
        .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'complete')));
      return row ?? null;
    },
  };
  return service;
}

export type RenditionsService = ReturnType<typeof createRenditionsService>;
