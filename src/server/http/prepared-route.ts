/**
 * The route of an endpoint that answers visitors from a cache of prepared answers (the
 * catalogue): every per-request step a kept answer does not need is skipped.
 */
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { PreparedJson, preparedAnswerFor, sendPreparedJson } from './prepared-json.ts';

/** What every /api answer carries unless it says otherwise (app.ts). */
const API_CACHE_CONTROL = 'private, no-cache';

/** Where the prepared answers are kept, by key. */
export interface PreparedAnswers {
  /** The key a kept answer was prepared for. */
  keyOf(answer: PreparedJson): string | undefined;
  /** The answer kept under `key`, if it still is. */
  peek(key: string): PreparedJson | undefined;
}

/** URLs remembered at most, and their bytes. */
const URLS = 1000;
const URL_BYTES = 1024 * 1024;

/**
 * The route options and the sender of an endpoint whose handler may answer a `PreparedJson`.
 *
 * A visitor without cookies whose exact URL was answered from `answers` before is answered again
 * by the route's last onRequest hook, while that answer is kept: the URL passed validation the
 * first time, and a URL never answered from `answers` goes the whole way. That answer is written
 * straight to the socket: no validation, handler, nor onSend hook (security.ts, compression,
 * ETag, cookies), whose work it already holds. Its headers are those the whole way gives, which
 * tests/api/catalogue-cache.test.ts holds equal to any other JSON answer's.
 */
export function preparedRoute(answers: PreparedAnswers) {
  const keyOfUrl = new LRUCache<string, string>({
    max: URLS,
    maxSize: URL_BYTES,
    sizeCalculation: (key, url) => url.length + key.length,
  });
  return {
    options: {
      onRequest(request: FastifyRequest, reply: FastifyReply, done: () => void) {
        const key = request.headers.cookie === undefined ? keyOfUrl.get(request.url) : undefined;
        const kept = key === undefined ? undefined : answers.peek(key);
        if (!kept) return done();
        const { status, headers, body } = preparedAnswerFor(request, kept);
        const written: OutgoingHttpHeaders = {
          ...(reply.getHeaders() as OutgoingHttpHeaders),
          'cache-control': API_CACHE_CONTROL,
          ...headers,
        };
        if (body) written['content-length'] = body.length;
        reply.hijack();
        reply.raw.writeHead(status, written);
        reply.raw.end(body ?? undefined);
      },
    },
    /** A prepared answer is sent as bytes; any other goes back to route() to be serialized. */
    send<T>(request: FastifyRequest, reply: FastifyReply, answer: T | PreparedJson) {
      if (!(answer instanceof PreparedJson)) return answer;
      const key = request.user ? undefined : answers.keyOf(answer);
      if (key !== undefined) keyOfUrl.set(request.url, key);
      return sendPreparedJson(request, reply, answer);
    },
  };
}
