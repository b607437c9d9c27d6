import contentDisposition from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import parseRange from 'range-parser';
import type { ObjectStorage } from '../../storage/object-storage.ts';

/** Files are immutable under their address: a browser may keep them for a year. */
const CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** A stored object about to be sent, with what its headers say of it. */
export interface StoredObject {
  key: string;
  size: number;
  /** Strong validator, quoted. */
  etag: string;
  lastModified: Date;
  contentType: string;
  /** The name a download is saved under. */
  fileName: string;
  /** Shown in the browser (a video, a PDF) rather than saved. */
  inline: boolean;
}

/**
 * Sends a stored object as the media routes do: byte ranges (video seeking, resumed downloads),
 * validators for 304s, long caching, the whole file when the range header is malformed or asks
 * for several ranges, 416 for one outside the file. HEAD sends the headers alone.
 */
export async function sendStoredObject(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: ObjectStorage,
  object: StoredObject,
) {
  const { etag, size } = object;
  reply
    .header('Accept-Ranges', 'bytes')
    .header('ETag', etag)
    .header('Last-Modified', object.lastModified.toUTCString())
    .header('Cache-Control', CACHE_CONTROL)
    .header('Content-Type', object.contentType)
    .header(
      'Content-Disposition',
      contentDisposition(object.fileName, { type: object.inline ? 'inline' : 'attachment' }),
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
  const body = await storage.read(object.key, range ?? undefined);
  return reply.send(body);
}

function matchesEtag(header: string | undefined, etag: string) {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
