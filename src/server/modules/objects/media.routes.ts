import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import parseRange from 'range-parser';
import { z } from 'zod';
import { UPLOAD_TYPES, type UploadExtension } from '../../../contract/objects.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { createMediaAccess } from './media-access.ts';
import { objectKeyFor } from './uploads.service.ts';

/** Files are immutable under their address: a browser may keep them for a year. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

const params = z.object({ file: z.string() });
const query = z.object({ download: z.string().optional() });

/**
 * GET /objects/uploads/{id}.{ext}: streamed from the storage with byte ranges (video seeking,
 * resumed downloads), validators for 304s, and the access rules of what uses the file.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{
  storage: ObjectStorage;
  authorize: ReturnType<typeof createMediaAccess>;
}> = async (app, { storage, authorize }) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/objects/uploads/:file',
    schema: { params, querystring: query },
    // Videos, documents and images are already compressed; ranges must address the stored bytes.
    compress: false,
    handler: async (request, reply) => {
      const upload = await authorize(request.user, request.params.file);
      const etag = `"${upload.id}"`;
      const size = upload.size;
      const inline = request.query.download === undefined && canShowInline(upload.extension);
      reply
        .header('Accept-Ranges', 'bytes')
        .header('ETag', etag)
        .header('Last-Modified', (upload.completedAt ?? upload.createdAt).toUTCString())
        .header('Cache-Control', CACHE_CONTROL)
        .header('Content-Type', upload.contentType ?? UPLOAD_TYPES[upload.extension].mime)
        .header(
          'Content-Disposition',
          contentDisposition(upload.fileName ?? `${upload.id}.${upload.extension}`, {
            type: inline ? 'inline' : 'attachment',
          }),
        );
      // The browser's PDF viewer and media player do not run under the app's page policy.
      reply.removeHeader('Content-Security-Policy');

      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();

      const rangeHeader = request.headers.range;
      const ifRange = request.headers['if-range'];
      const useRange = rangeHeader !== undefined && (ifRange === undefined || ifRange === etag);
      const ranges = useRange ? parseRange(size, rangeHeader, { combine: true }) : undefined;
      if (ranges === -1) {
        reply.removeHeader('Content-Disposition');
        return reply
          .status(416)
          .header('Content-Range', `bytes */${size}`)
          .header('Content-Type', 'application/json; charset=utf-8')
          .send({ message: 'Plage demandée invalide', code: 'RANGE_NOT_SATISFIABLE' });
      }
      // A malformed header or several ranges: the whole file, which the standard allows.
      const range =
        Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0]! : null;

      if (range) {
        reply
          .status(206)
          .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
          .header('Content-Length', range.end - range.start + 1);
      } else {
        reply.header('Content-Length', size);
      }
      if (request.method === 'HEAD' || size === 0) return reply.send();
      const body = await storage.read(objectKeyFor(upload), range ?? undefined);
      return reply.send(body);
    },
  });
};

function canShowInline(extension: UploadExtension) {
  return extension === 'pdf' || UPLOAD_TYPES[extension].kind !== 'document';
}

function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
