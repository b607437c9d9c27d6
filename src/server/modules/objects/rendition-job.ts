import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RenditionQuality } from '../../../contract/objects.ts';
import type { Db } from '../../db/client.ts';
import { uploads, videoRenditions } from '../../db/schema/index.ts';
import type { JobContext } from '../../lib/job-queue.ts';
import { ffmpegFound, makeRendition } from '../../lib/transcode.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import { renditionKeyFor, type RenditionJobData } from './renditions.service.ts';
import { objectKeyFor } from './uploads.service.ts';

/** The order copies are made in: the one most learners will use first. */
const ORDER: RenditionQuality[] = ['low', 'audio', 'medium'];
const CONTENT_TYPES: Record<RenditionQuality, string> = {
  low: 'video/mp4',
  medium: 'video/mp4',
  audio: 'audio/mp4',
};
/** A copy's progress is written at most this often (the embedded database is shared). */
const PROGRESS_EVERY_MS = 2000;

export interface RenditionJobDeps {
  db: Db;
  storage: ObjectStorage;
  log: FastifyBaseLogger;
  /** Where the original and the copies are written while the job runs. */
  workDir: string;
  /** Told when a copy is ready (the lessons' sizes change). */
  onReady?: () => void;
}

let ffmpegChecked: boolean | undefined;

/**
 * Makes the renditions of one upload that are not ready yet: reads the original from the
 * storage to a temporary file, makes each copy with ffmpeg, stores it under its own key, and
 * only then marks its row ready with its size. A retried job redoes only what is not ready.
 */
export function createRenditionJob({ db, storage, log, workDir, onReady }: RenditionJobDeps) {
  const setRows = (uploadId: string, qualities: RenditionQuality[], values: object) =>
    db
      .update(videoRenditions)
      .set(values)
      .where(
        and(eq(videoRenditions.uploadId, uploadId), inArray(videoRenditions.quality, qualities)),
      );

  return async function run({ uploadId }: RenditionJobData, { signal, lastAttempt }: JobContext) {
    const todo = (
      await db
        .select({ quality: videoRenditions.quality })
        .from(videoRenditions)
        .where(
          and(eq(videoRenditions.uploadId, uploadId), sql`${videoRenditions.status} <> 'ready'`),
        )
    )
      .map((row) => row.quality)
      .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
    if (!todo.length) return;
    const [upload] = await db
      .select({ id: uploads.id, extension: uploads.extension })
      .from(uploads)
      .where(and(eq(uploads.id, uploadId), eq(uploads.status, 'complete')));
    // Deleted meanwhile: its rows went with it.
    if (!upload) return;

    ffmpegChecked ??= ffmpegFound();
    if (!ffmpegChecked) {
      log.error(
        { uploadId },
        'ffmpeg introuvable : copies allégées impossibles (sudo apt-get install -y ffmpeg)',
      );
      if (lastAttempt) await setRows(uploadId, todo, { status: 'failed' });
      throw new Error('ffmpeg introuvable');
    }

    await mkdir(workDir, { recursive: true });
    const dir = await mkdtemp(path.join(workDir, `${uploadId}-`));
    let current: RenditionQuality | undefined;
    try {
      const original = path.join(dir, `original.${upload.extension}`);
      await pipeline(await storage.read(objectKeyFor(upload)), createWriteStream(original), {
        signal,
      });
      for (const quality of todo) {
        current = quality;
        await setRows(uploadId, [quality], { status: 'working', progress: 0 });
        let written = 0;
        let lastWrite = 0;
        const output = path.join(dir, renditionKeyFor(uploadId, quality).split('/').pop()!);
        await makeRendition(quality, original, output, {
          signal,
          onProgress: (percent) => {
            const now = Date.now();
            if (percent <= written || now - lastWrite < PROGRESS_EVERY_MS) return;
            written = percent;
            lastWrite = now;
            // Only while working: a late write never follows the copy's `ready`.
            void db
              .update(videoRenditions)
              .set({ progress: percent })
              .where(
                and(
                  eq(videoRenditions.uploadId, uploadId),
                  eq(videoRenditions.quality, quality),
                  eq(videoRenditions.status, 'working'),
                ),
              )
              .catch((err: unknown) =>
                log.warn({ err, uploadId, quality }, 'rendition progress not saved'),
              );
          },
        });
        const { size } = await stat(output);
        // The stored object is whole once putFile returns (a rename, or one S3 PUT).
        await storage.putFile(renditionKeyFor(uploadId, quality), output, {
          size,
          contentType: CONTENT_TYPES[quality],
        });
        await setRows(uploadId, [quality], { status: 'ready', progress: 100, size });
        log.info({ uploadId, quality, size }, 'video rendition ready');
        onReady?.();
      }
    } catch (err) {
      // What is not ready waits for the next attempt, or is given up after the last one.
      const left = current ? todo.slice(todo.indexOf(current)) : todo;
      await setRows(uploadId, left, {
        status: lastAttempt ? 'failed' : 'waiting',
        progress: 0,
      }).catch(() => undefined);
      throw err;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
