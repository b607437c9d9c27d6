import { pipeline } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { uploadEndpoints as e, type UploadExtension } from '../../../contract/objects.ts';
import { appError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { parseUploadMetadata, sendWebResponse, type createTusBridge } from './tus-bridge.ts';
import { UploadGuard } from './upload-guard.ts';
import type { UploadStaging } from './upload-staging.ts';
import type { UploadsService } from './uploads.service.ts';

type TusBridge = ReturnType<typeof createTusBridge>;

export async function objectsRoutes(
  api: FastifyInstance,
  { uploads, tus, staging }: { uploads: UploadsService; tus: TusBridge; staging: UploadStaging },
) {
  await staging.prepare();
  route(api, e.address, ({ user }) => uploads.createAddress(user));
  route(api, e.objectPath, ({ user, body }) => uploads.objectPath(user, body.fileUrl));
  await api.register(async (raw) => transferRoutes(raw, uploads, tus, staging));
}

/** Where the bytes arrive: one address per upload, plain PUT or the tus protocol. */
function transferRoutes(
  api: FastifyInstance,
  uploads: UploadsService,
  tus: TusBridge,
  staging: UploadStaging,
) {
  // File bodies stream straight to the staging: no parser may read them.
  api.removeAllContentTypeParsers();
  api.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  /** The spec's plain transfer: the whole file in one PUT, checked while it streams. */
  route(api, e.put, async ({ user, params, request }, reply) => {
    const declared = request.headers['content-length'];
    const row = await uploads.claim(user, params.id, {
      size: declared === undefined ? undefined : Number(declared),
      contentType: request.headers['content-type'],
    });
    const guard = new UploadGuard(row.extension as UploadExtension, row.size!, true);
    try {
      await pipeline(request.raw, guard, staging.writer(row.id, row.size!));
      if (guard.bytes !== row.size) throw appError('SIZE_MISMATCH');
    } catch (err) {
      // Refused content burns the address; a dropped connection leaves it usable again.
      const cut = !guard.error && request.raw.readableAborted;
      await (cut ? uploads.release(row.id) : uploads.fail(row.id));
      throw guard.error ?? err;
    }
    await uploads.complete(row.id);
    reply.header('Cache-Control', 'no-store');
  });

  /** tus creation on the upload's own address. */
  route(api, e.tusCreate, async ({ user, params, request }, reply) => {
    const length = request.headers['upload-length'];
    const metadata = parseUploadMetadata(request.headers['upload-metadata'] as string | undefined);
    const row = await uploads.claim(user, params.id, {
      size: typeof length === 'string' && /^\d+$/.test(length) ? Number(length) : undefined,
      fileName: metadata.filename,
      contentType: metadata.filetype,
    });
    const { response, failure } = await tus.handle(request);
    if (failure) throw failure;
    if (response.status >= 400) await uploads.fail(row.id);
    return sendWebResponse(reply, response);
  });

  route(api, e.tusOffset, async ({ user, params, request }, reply) => {
    await uploads.receiving(user, params.id);
    const { response } = await tus.handle(request);
    return sendWebResponse(reply, response);
  });

  /** tus append: a dropped connection resumes from the offset HEAD reports. */
  route(api, e.tusAppend, async ({ user, params, request }, reply) => {
    const row = await uploads.receiving(user, params.id);
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
  });

  /** tus termination: the owner cancels; nothing stays behind. */
  route(api, e.tusCancel, async ({ user, params, request }, reply) => {
    const row = await uploads.receiving(user, params.id);
    const { response } = await tus.handle(request);
    await uploads.fail(row.id);
    return sendWebResponse(reply, response);
  });
}
