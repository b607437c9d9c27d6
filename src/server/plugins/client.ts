import path from 'node:path';
import { access } from 'node:fs/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { appError } from '../http/app-error.ts';
import { sendAppError } from '../http/error-handler.ts';

/**
 * Serves the built client from the same process: hashed assets cached for a year, and the
 * app's pages (server-pages.ts) for every other GET that is not an API call.
 */
export const clientPlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      clientDir: string;
      /** Sends a page of the app (server-pages.ts): the HTML shell, or the page rendered. */
      sendPage: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    },
  ) => {
    await app.register(fastifyStatic, {
      root: opts.clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz versions at best quality (scripts/precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // A hashed file never changes and is cached for a year: it is never revalidated, so its
    // validators and range support are bytes for nothing.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/assets/') && reply.statusCode === 200) {
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
        reply.removeHeader('accept-ranges');
      }
      return payload;
    });
    // Every other address the API does not answer is a page of the app: a route, so that its
    // answer is compressed like any other.
    app.get('/*', (request, reply) =>
      wantsSpaEntry(request.method, request.url)
        ? opts.sendPage(request, reply)
        : sendAppError(reply, appError('NOT_FOUND')),
    );
  },
);

/** True when a request should get the SPA entry rather than a JSON 404. */
export function wantsSpaEntry(method: string, url: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !url.startsWith('/api/') &&
    url !== '/api' &&
    !url.startsWith('/objects/')
  );
}

export async function clientBuildExists(clientDir: string): Promise<boolean> {
  try {
    await access(path.join(clientDir, 'index.html'));
    return true;
  } catch {
    return false;
  }
}
