import { and, eq, gt, inArray, lt, notExists, or, sql } from 'drizzle-orm';
import {
  renditionQualities,
  tooLargeMessage,
  UPLOAD_LIMITS,
  UPLOAD_TYPES,
  uploadMessages,
  type UploadExtension,
} from '../../../contract/objects.ts';
import type { Db } from '../../db/client.ts';
import { courses, lessons, payments, uploads } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { found, loadRow } from '../../policies/load-row.ts';
import * as uploadPolicy from '../../policies/upload.ts';
import { isUuid } from '../../lib/ids.ts';
import { qualified } from '../../lib/sql-columns.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { SessionUser } from '../auth/index.ts';
import { matchesSignature, SIGNATURE_BYTES } from './file-signature.ts';
import { renditionKeyFor } from './renditions.service.ts';
import type { UploadStaging } from './upload-staging.ts';

/** An upload address must be used within this time… */
export const UPLOAD_ADDRESS_TTL_MS = 60 * 60 * 1000;
/** …and a started transfer may resume for this long before it is swept away. */
export const RESUME_WINDOW_MS = 24 * 60 * 60 * 1000;
/** A finished file that no lesson, course cover nor payment uses is deleted after this long. */
export const UNUSED_FILE_GRACE_MS = 7 * 24 * 60 * 60 * 1000;

export const UPLOADS_PATH = '/api/objects/uploads';
export const uploadUrlFor = (id: string) => `${UPLOADS_PATH}/${id}`;
export type UploadRow = typeof uploads.$inferSelect;
export type CompleteUpload = UploadRow & { extension: UploadExtension; size: number };

/** The stable public path of a complete upload, e.g. /objects/uploads/{id}.pdf */
export const objectPathFor = (row: { id: string; extension: string | null }) =>
  `/objects/uploads/${row.id}.${row.extension}`;
export const objectKeyFor = (row: { id: string; extension: string | null }) =>
  `uploads/${row.id}.${row.extension}`;

export interface DeclaredFile {
  size?: number;
  fileName?: string | null;
  contentType?: string | null;
}

const isExtension = (value: string): value is UploadExtension => value in UPLOAD_TYPES;

/** The accepted type a file claims to be, from its name first, else its media type. */
export function declaredExtension(file: DeclaredFile): UploadExtension | null {
  const fromName = file.fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (fromName) return isExtension(fromName) ? fromName : null;
  const mime = file.contentType?.split(';')[0]?.trim().toLowerCase();
  const match = Object.entries(UPLOAD_TYPES).find(([, type]) => type.mime === mime);
  return match ? (match[0] as UploadExtension) : null;
}

/** Keeps a file name printable and short for Content-Disposition. */
function safeFileName(name: string | null | undefined): string | null {
  // eslint-disable-next-line no-control-regex
  const cleaned = name?.replace(/[\u0000-\u001f\u007f/\\]/g, '').trim();
  return cleaned ? cleaned.slice(-200) : null;
}

export interface UploadsServiceDeps {
  db: Db;
  storage: ObjectStorage;
  staging: UploadStaging;
  now?: () => Date;
}

export function createUploadsService({
  db,
  storage,
  staging,
  now = () => new Date(),
}: UploadsServiceDeps) {
  const removeStaged = (id: string) => staging.remove(id);

  /** An upload `allow` lets the caller use; 404 for unknown ones, 403 for someone else's. */
  async function loadUpload(id: string, allow: (row: UploadRow) => boolean): Promise<UploadRow> {
    return loadRow(db.select().from(uploads).where(eq(uploads.id, id)).limit(1), {
      notFound: 'UPLOAD_NOT_FOUND',
      allow,
      forbidden: 'UPLOAD_NOT_YOURS',
    });
  }
  /** The caller's own upload address. */
  const owned = (user: SessionUser, id: string) =>
    loadUpload(id, (row) => uploadPolicy.isUploader(user, row));

  async function markFailed(id: string) {
    await removeStaged(id);
    await db.update(uploads).set({ status: 'failed' }).where(eq(uploads.id, id));
  }

  return {
    /** POST /api/objects/upload: a new single-use address, valid for an hour. */
    async createAddress(user: SessionUser) {
      const [row] = await db
        .insert(uploads)
        .values({ userId: user.id, expiresAt: new Date(now().getTime() + UPLOAD_ADDRESS_TTL_MS) })
        .returning({ id: uploads.id });
      return { uploadURL: uploadUrlFor(row!.id) };
    },

    /**
     * The first transfer to an address claims it, once the declared file passes every rule.
     * A refused declaration changes nothing: the address stays usable until it expires.
     */
    async claim(user: SessionUser, id: string, file: DeclaredFile): Promise<UploadRow> {
      const row = await owned(user, id);
      if (row.status !== 'pending') throw appError('UPLOAD_USED');
      if (row.expiresAt <= now()) throw appError('UPLOAD_EXPIRED');
      const extension = declaredExtension(file);
      if (!extension) throw appError('UNSUPPORTED_TYPE');
      const { kind, mime } = UPLOAD_TYPES[extension];
      if (!uploadPolicy.mayUploadKind(user, kind))
        throw appError('UPLOAD_FORBIDDEN', { message: uploadMessages.imagesOnly });
      if (file.size === undefined || !Number.isSafeInteger(file.size) || file.size < 0)
        throw appError('LENGTH_REQUIRED');
      if (file.size > UPLOAD_LIMITS[kind])
        throw appError('FILE_TOO_LARGE', { message: tooLargeMessage(kind) });
      const [claimed] = await db
        .update(uploads)
        .set({
          status: 'receiving',
          extension,
          contentType: mime,
          fileName: safeFileName(file.fileName),
          size: file.size,
        })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'pending'), gt(uploads.expiresAt, now())))
        .returning();
      // Lost a race with another transfer to the same address.
      if (!claimed) throw appError('UPLOAD_USED');
      return claimed;
    },

    /** A transfer in progress that its owner may continue (HEAD, PATCH, DELETE). */
    async receiving(user: SessionUser, id: string): Promise<UploadRow> {
      const row = await owned(user, id);
      if (row.status === 'pending') throw appError('UPLOAD_NOT_STARTED');
      if (row.status !== 'receiving') throw appError('UPLOAD_USED');
      if (row.createdAt.getTime() + RESUME_WINDOW_MS <= now().getTime()) {
        await markFailed(id);
        throw appError('UPLOAD_EXPIRED');
      }
      return row;
    },

    /**
     * Every byte arrived: check the size and the content against the declared type, then move
     * the file into the storage. A file that fails a check is deleted and the address closed.
     */
    async complete(id: string): Promise<void> {
      const [row] = await db.select().from(uploads).where(eq(uploads.id, id)).limit(1);
      if (!row || row.status !== 'receiving' || !row.extension || row.size === null)
        throw appError('UPLOAD_USED');
      try {
        const size = await staging.size(id);
        if (size !== row.size) throw appError('SIZE_MISMATCH');
        const head = await staging.head(id, SIGNATURE_BYTES);
        if (!matchesSignature(row.extension as UploadExtension, head))
          throw appError('CONTENT_MISMATCH');
        await staging.store(id, objectKeyFor(row), { size, contentType: row.contentType! });
      } catch (err) {
        await markFailed(id);
        throw err;
      }
      await removeStaged(id);
      await db
        .update(uploads)
        .set({ status: 'complete', completedAt: now() })
        .where(eq(uploads.id, id));
    },

    /** A transfer was refused or cancelled: nothing of it stays behind. */
    fail: markFailed,

    /**
     * A plain PUT cut before its last byte cannot resume: its bytes go at once, and the address
     * may take the file again, from the start, until it expires.
     */
    async release(id: string) {
      await removeStaged(id);
      await db
        .update(uploads)
        .set({ status: 'pending', extension: null, contentType: null, fileName: null, size: null })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'receiving')));
    },

    /** POST /api/lessons/upload-file: the stable path of the caller's finished upload. */
    async objectPath(user: SessionUser, fileUrl: string) {
      const id = found(
        fileUrl.match(
          /\/(?:api\/objects\/uploads|objects\/uploads)\/([0-9a-f-]{36})(?:\.[a-z0-9]+)?(?:[?#].*)?$/i,
        )?.[1],
        'UPLOAD_NOT_FOUND',
      );
      const row = await loadUpload(id, (upload) => uploadPolicy.canUse(user, upload));
      if (row.status !== 'complete') throw appError('UPLOAD_INCOMPLETE');
      return { objectPath: objectPathFor(row) };
    },

    /** A complete upload by its public file name ({id}.{ext}), or null. */
    async findComplete(fileName: string): Promise<CompleteUpload | null> {
      const match = fileName.match(/^([0-9a-f-]{36})\.([a-z0-9]+)$/i);
      if (!match || !isUuid(match[1]!)) return null;
      const [row] = await db
        .select()
        .from(uploads)
        .where(
          and(
            eq(uploads.id, match[1]!),
            eq(uploads.status, 'complete'),
            eq(uploads.extension, match[2]!.toLowerCase()),
          ),
        )
        .limit(1);
      return row && row.size !== null ? (row as CompleteUpload) : null;
    },

    /**
     * A lesson (videoUrl, fileUrl) or a course cover (thumbnail) may point at an uploaded file
     * only if it is finished and the caller uploaded it, is an admin, or the file already serves
     * that course the same way — never at someone else's private file. A cover must be an image.
     * `courseId` is null for a course being created.
     */
    async assertUsableInCourse(
      user: SessionUser,
      courseId: string | null,
      media: Partial<Record<'videoUrl' | 'fileUrl' | 'thumbnail', string | null>>,
    ) {
      for (const [field, url] of Object.entries(media)) {
        if (!url?.startsWith('/objects/')) continue;
        const upload = await this.findComplete(url.replace(/^\/objects\/uploads\//, ''));
        const invalid = { [field]: uploadMessages.objectNotFound };
        if (!upload || objectPathFor(upload) !== url)
          throw appError('OBJECT_UNKNOWN', { fields: invalid });
        const isCover = field === 'thumbnail';
        if (isCover && UPLOAD_TYPES[upload.extension].kind !== 'image')
          throw appError('OBJECT_NOT_IMAGE', { fields: { [field]: uploadMessages.notAnImage } });
        if (uploadPolicy.canUse(user, upload)) continue;
        const [used] =
          courseId === null
            ? []
            : isCover
              ? await db
                  .select({ id: courses.id })
                  .from(courses)
                  .where(and(eq(courses.id, courseId), eq(courses.thumbnail, url)))
              : await db
                  .select({ id: lessons.id })
                  .from(lessons)
                  .where(
                    and(
                      eq(lessons.courseId, courseId),
                      or(eq(lessons.videoUrl, url), eq(lessons.fileUrl, url)),
                    ),
                  )
                  .limit(1);
        if (!used) throw appError('OBJECT_FORBIDDEN');
      }
    },

    /**
     * Closes what was never finished (unused addresses past their hour, transfers past the
     * resume window, with their staged bytes) and deletes stored files no lesson uses.
     * Answers how many uploads it closed or deleted.
     */
    async sweep(): Promise<number> {
      const at = now().getTime();
      const stale = await db
        .update(uploads)
        .set({ status: 'failed' })
        .where(
          or(
            and(eq(uploads.status, 'pending'), lt(uploads.expiresAt, new Date(at))),
            and(
              inArray(uploads.status, ['receiving']),
              lt(uploads.createdAt, new Date(at - RESUME_WINDOW_MS)),
            ),
          ),
        )
        .returning({ id: uploads.id });
      await Promise.all(stale.map((row) => removeStaged(row.id)));

      // Files no lesson nor cover uses any more (lesson or course deleted, file replaced) are
      // removed after a grace period that leaves time to attach a fresh upload.
      const path = sql`'/objects/uploads/' || ${qualified(uploads.id)} || '.' || ${qualified(uploads.extension)}`;
      const unused = await db
        .delete(uploads)
        .where(
          and(
            eq(uploads.status, 'complete'),
            lt(uploads.completedAt, new Date(at - UNUSED_FILE_GRACE_MS)),
            notExists(
              db
                .select({ one: sql`1` })
                .from(lessons)
                .where(or(eq(lessons.videoUrl, path), eq(lessons.fileUrl, path))),
            ),
            notExists(
              db
                .select({ one: sql`1` })
                .from(courses)
                .where(eq(courses.thumbnail, path)),
            ),
            // A payment's screenshot stays as long as the payment it proves.
            notExists(
              db
                .select({ one: sql`1` })
                .from(payments)
                .where(eq(payments.proofImage, path)),
            ),
          ),
        )
        .returning({ id: uploads.id, extension: uploads.extension });
      for (const row of unused) {
        await storage.remove(objectKeyFor(row));
        // Its lighter copies, if it was a video (their rows went with the upload's).
        if (row.extension && UPLOAD_TYPES[row.extension as UploadExtension]?.kind === 'video')
          for (const quality of renditionQualities)
            await storage.remove(renditionKeyFor(row.id, quality));
      }
      return stale.length + unused.length;
    },
  };
}

export type UploadsService = ReturnType<typeof createUploadsService>;
