import { mkdir } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  objectPathSchema,
  uploadFileSchema,
  uploadMessages,
  uploadTicketSchema,
  type UploadExtension,
} from '../../../contract/objects.ts';
import { badRequest } from '../../errors.ts';
import { currentUser, requireRole } from '../../plugins/auth.ts';
import { UploadGuard } from './upload-guard.ts';
import { parseUploadMetadata, sendWebResponse, type createTusBridge } from './tus-bridge.ts';
import type { UploadsService } from './uploads.service.ts';

const canUpload = requireRole('instructor', 'admin');
const params = z.object({ id: z.string() });

export const objectsRoutes: FastifyPluginAsyncZod<{
  uploads: UploadsService;
  tus: ReturnType<typeof createTusBridge>;
  stagingDir: string;
}> = async (app, { uploads, tus, stagingDir }) => {
  await mkdir(stagingDir, { recursive: true });

  app.post(
    '/objects/upload',
    { preHandler: canUpload, schema: { response: { 200: uploadTicketSchema } } },
    (request) => uploads.createAddress(currentUser(request)),
  );

  app.post(
    '/lessons/upload-file',
    {
      preHandler: canUpload,
      schema: { body: uploadFileSchema, response: { 200: objectPathSchema } },
    },
    (request) => uploads.objectPath(currentUser(request), request.body.fileUrl),
  );

  await app.register(transferRoutes, { uploads, tus });
};

/** Where the bytes arrive: one address per upload, plain PUT or the tus protocol. */
const transferRoutes: FastifyPluginAsyncZod<{
  uploads: UploadsService;
  tus: ReturnType<typeof createTusBridge>;
}> = async (app, { uploads, tus }) => {
  // File bodies stream straight to the disk: no parser may read them.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  /** The spec's plain transfer: the whole file in one PUT, checked while it streams. */
  app.put(
    '/objects/uploads/:id',
    { preHandler: canUpload, schema: { params } },
    async (request, reply) => {
      const declared = request.headers['content-length'];
      const row = await uploads.claim(currentUser(request), request.params.id, {
        size: declared === undefined ? undefined : Number(declared),
        contentType: request.headers['content-type'],
      });
      const guard = new UploadGuard(row.extension as UploadExtension, row.size!, true);
      try {
        await pipeline(request.raw, guard, createWriteStream(uploads.stagingPath(row.id)));
        if (guard.bytes !== row.size)
          throw badRequest(uploadMessages.sizeMismatch, 'SIZE_MISMATCH');
      } catch (err) {
        await uploads.fail(row.id);
        throw guard.error ?? err;
      }
      await uploads.complete(row.id);
      return reply.status(204).header('Cache-Control', 'no-store').send();
    },
  );

  /** tus creation on the upload's own address. */
  app.post(
    '/objects/uploads/:id',
    { preHandler: canUpload, schema: { params } },
    async (request, reply) => {
      const length = request.headers['upload-length'];
      const metadata = parseUploadMetadata(
        request.headers['upload-metadata'] as string | undefined,
      );
      const row = await uploads.claim(currentUser(request), request.params.id, {
        size: typeof length === 'string' && /^\d+$/.test(length) ? Number(length) : undefined,
        fileName: metadata.filename,
        contentType: metadata.filetype,
      });
      const { response, failure } = await tus.handle(request);
      if (failure) throw failure;
      if (response.status >= 400) await uploads.fail(row.id);
      return sendWebResponse(reply, response);
    },
  );

  app.head(
    '/objects/uploads/:id',
    { preHandler: canUpload, schema: { params } },
    async (request, reply) => {
      await uploads.receiving(currentUser(request), request.params.id);
      const { response } = await tus.handle(request);
      return sendWebResponse(reply, response);
    },
  );

  /** tus append: a dropped connection resumes from the offset HEAD reports. */
  app.patch(
    '/objects/uploads/:id',
    { preHandler: canUpload, schema: { params } },
    async (request, reply) => {
      const row = await uploads.receiving(currentUser(request), request.params.id);
      const offset = Number(request.headers['upload-offset']);
      const guard =
        Number.isSafeInteger(offset) && offset >= 0 && offset <= row.size!
          ? new UploadGuard(row.extension as UploadExtension, row.size! - offset, offset === 0)
          : null;
      const { response, failure } = await tus.handle(
        request,
        guard ? request.raw.pipe(guard) : request.raw,
      );
      const refused = failure ?? guard?.error;
      if (refused) {
        await uploads.fail(row.id);
        throw refused;
      }
      return sendWebResponse(reply, response);
    },
  );

  /** tus termination: the owner cancels; nothing stays behind. */
  app.delete(
    '/objects/uploads/:id',
    { preHandler: canUpload, schema: { params } },
    async (request, reply) => {
      const row = await uploads.receiving(currentUser(request), request.params.id);
      const { response } = await tus.handle(request);
      await uploads.fail(row.id);
      return sendWebResponse(reply, response);
    },
  );
};
