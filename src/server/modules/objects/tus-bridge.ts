import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Server } from '@tus/server';
import type { UploadStaging } from './upload-staging.ts';
import { UPLOADS_PATH, type UploadsService } from './uploads.service.ts';

const idFromUrl = (url: string) => new URL(url, 'http://kelasi.invalid').pathname.split('/').pop()!;

/**
 * The tus resumable-upload protocol (creation, HEAD offset, PATCH append, termination) on each
 * upload address, through the maintained @tus/server. Bytes are staged (on disk, or in the S3
 * bucket) so an interrupted transfer resumes where it stopped; our routes check the caller and
 * the rules first.
 */
export function createTusBridge(options: { staging: UploadStaging; uploads: UploadsService }) {
  // Errors of the completion hook are kept per request so the route can answer them in our shape.
  const failures = new WeakMap<object, unknown>();
  const tusId = (req: Request) => options.staging.tusId(idFromUrl(req.url));
  // Built at the first transfer: the S3 store loads the SDK.
  let starting: Promise<Server> | undefined;
  const start = () =>
    (starting ??= options.staging.datastore().then(
      (datastore) =>
        new Server({
          path: UPLOADS_PATH,
          datastore,
          // Same-origin only: no CORS headers.
          allowedOrigins: [],
          // A transfer is created on its own address rather than on a shared endpoint.
          namingFunction: tusId,
          getFileIdFromRequest: tusId,
          generateUrl: (req, { path }) => `${path}/${idFromUrl(req.url)}`,
          disableTerminationForFinishedUploads: true,
          onUploadFinish: async (req) => {
            try {
              await options.uploads.complete(idFromUrl(req.url));
            } catch (err) {
              failures.set(req, err);
              throw { status_code: 500, body: 'refused\n' };
            }
            return {};
          },
        }),
    ));

  return {
    /** Hands the request to tus; answers tus's response, or the error our completion raised. */
    async handle(request: FastifyRequest, body?: Readable) {
      const server = await start();
      const webRequest = toWebRequest(request, body);
      const response = await server.handleWeb(webRequest);
      return { response, failure: failures.get(webRequest) };
    },
  };
}

function toWebRequest(request: FastifyRequest, body?: Readable): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The router ignores a trailing slash; tus must see the address it handed out.
  const url = new URL(request.url, 'http://kelasi.invalid');
  url.pathname = url.pathname.replace(/\/+$/, '');
  return new Request(url, {
    method: request.method,
    headers,
    body: body ? (Readable.toWeb(body) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

/** Copies a web Response (status, headers, short text body) onto the Fastify reply. */
export async function sendWebResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  response.headers.forEach((value, name) => {
    if (name !== 'content-length' && name !== 'connection') reply.header(name, value);
  });
  reply.header('Cache-Control', 'no-store');
  const text = await response.text();
  return reply.send(text || undefined);
}

/** tus Upload-Metadata: "key base64value,key2 base64value2". */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const pair of header?.split(',') ?? []) {
    const [key, value] = pair.trim().split(' ');
    if (key) metadata[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return metadata;
}
