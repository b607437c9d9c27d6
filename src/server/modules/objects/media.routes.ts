import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RENDITION_EXTENSIONS,
  UPLOAD_TYPES,
  type RenditionQuality,
  type UploadExtension,
} from '../../../contract/objects.ts';
import { appError } from '../../http/app-error.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { createMediaAccess } from './media-access.ts';
import {
  parseRenditionFile,
  renditionKeyFor,
  type RenditionsService,
} from './renditions.service.ts';
import { sendStoredObject } from './send-object.ts';
import { objectKeyFor } from './uploads.service.ts';

const query = z.object({ download: z.string().optional() });
/** French names of the copies, in the name a download is saved under. */
const QUALITY_NAMES: Record<RenditionQuality, string> = {
  low: 'basse',
  medium: 'moyenne',
  audio: 'son',
};

/**
 * GET /objects/uploads/{id}.{ext}: streamed from the storage with byte ranges (video seeking,
 * resumed downloads), validators for 304s, and the access rules of what uses the file.
 * GET /objects/renditions/{uploadId}/{quality}.{mp4|m4a}: a lighter copy of an uploaded video,
 * once ready, to whoever may fetch the original.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{
  storage: ObjectStorage;
  authorize: ReturnType<typeof createMediaAccess>;
  renditions: RenditionsService;
}> = async (app, { storage, authorize, renditions }) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/objects/uploads/:file',
    schema: { params: z.object({ file: z.string() }), querystring: query },
    // Videos, documents and images are already compressed; ranges must address the stored bytes.
    compress: false,
    handler: async (request, reply) => {
      const upload = await authorize(request.user, request.params.file);
      return sendStoredObject(request, reply, storage, {
        key: objectKeyFor(upload),
        size: upload.size,
        etag: `"${upload.id}"`,
        lastModified: upload.completedAt ?? upload.createdAt,
        contentType: upload.contentType ?? UPLOAD_TYPES[upload.extension].mime,
        fileName: upload.fileName ?? `${upload.id}.${upload.extension}`,
        inline: request.query.download === undefined && canShowInline(upload.extension),
      });
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/objects/renditions/:uploadId/:file',
    schema: {
      params: z.object({ uploadId: z.string(), file: z.string() }),
      querystring: query,
    },
    compress: false,
    handler: async (request, reply) => {
      const quality = parseRenditionFile(request.params.file);
      const found = quality ? await renditions.lookup(request.params.uploadId, quality) : null;
      if (!quality || !found?.extension) throw appError('OBJECT_NOT_FOUND');
      // The stored id, whatever the case the address was written in.
      const uploadId = found.id;
      // The original's rules, first: a copy is seen by exactly those who may see the original.
      await authorize(request.user, `${uploadId}.${found.extension}`);
      if (found.status !== 'ready' || found.size === null || !found.updatedAt)
        throw appError('OBJECT_NOT_FOUND');
      const extension = RENDITION_EXTENSIONS[quality];
      const baseName = found.fileName?.replace(/\.[^.]*$/, '') || uploadId;
      return sendStoredObject(request, reply, storage, {
        key: renditionKeyFor(uploadId, quality),
        size: found.size,
        etag: `"${uploadId}-${quality}-${found.updatedAt.getTime()}"`,
        lastModified: found.updatedAt,
        contentType: quality === 'audio' ? 'audio/mp4' : 'video/mp4',
        fileName: `${baseName}-${QUALITY_NAMES[quality]}.${extension}`,
        inline: request.query.download === undefined,
      });
    },
  });
};

function canShowInline(extension: UploadExtension) {
  return extension === 'pdf' || UPLOAD_TYPES[extension].kind !== 'document';
}
