/**
 * A JSON answer serialized, hashed and compressed once, then sent as bytes to every caller that
 * asks for it (the anonymous catalogue): no serializer, no hashing, no compression per request.
 * The headers are those the app's plugins would have set: `Content-Type`, a weak `ETag` of the
 * JSON (as @fastify/etag makes it), `Content-Encoding` chosen by `Accept-Encoding` and
 * `Vary: Accept-Encoding`. @fastify/compress leaves an answer that already says its encoding, and
 * @fastify/etag an answer that already has an ETag. Its route: prepared-route.ts.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Below this size an answer goes uncompressed, as with @fastify/compress (app.ts). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Compressed once per cache fill, off the event loop: a better ratio than @fastify/compress's
 * per-request quality 4, for a fraction of the time quality 11 takes on a large list.
 */
const BROTLI_QUALITY = 8;

/** An answer ready to send as it is (see sendPreparedJson). */
export class PreparedJson<T = unknown> {
  constructor(
    /** The decoded answer, for callers who merge their own facts into it. */
    readonly value: T,
    readonly json: Buffer,
    readonly br: Buffer | null,
    readonly gzip: Buffer | null,
    /** Weak, of the JSON: the same for every encoding, as @fastify/etag computes it. */
    readonly etag: string,
  ) {}

  /** Bytes held, for a cache's bound. */
  get size(): number {
    return this.json.length + (this.br?.length ?? 0) + (this.gzip?.length ?? 0);
  }
}

/** Serializes `value` as the route's response schema would, then hashes and compresses it. */
export async function prepareJson<S extends z.ZodType>(
  schema: S,
  value: z.output<S>,
): Promise<PreparedJson<z.output<S>>> {
  const json = Buffer.from(JSON.stringify(z.encode(schema, value)));
  const etag = `W/"${createHash('sha1').update(json).digest('base64')}"`;
  if (json.length < COMPRESS_THRESHOLD_BYTES)
    return new PreparedJson(value, json, null, null, etag);
  const [br, gz] = await Promise.all([
    brotli(json, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
      },
    }),
    gzipped(json, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  return new PreparedJson(value, json, br, gz, etag);
}

/** `br` or `gzip`, as the caller prefers and accepts (q-values, `*`); null for none. */
export function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const text = String(header);
  const known = encodingOf.get(text);
  if (known !== undefined) return known;
  const weights = new Map<string, number>();
  for (const part of text.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  const chosen = br > 0 && br >= gz ? 'br' : gz > 0 ? 'gzip' : null;
  // Browsers send a handful of distinct headers: each is read once.
  if (encodingOf.size >= KNOWN_ENCODING_HEADERS) encodingOf.clear();
  encodingOf.set(text, chosen);
  return chosen;
}
const KNOWN_ENCODING_HEADERS = 100;
const encodingOf = new Map<string, 'br' | 'gzip' | null>();

/** What to send of a prepared answer to `request`: a 304 when it has it, else the bytes it accepts. */
export function preparedAnswerFor(request: FastifyRequest, prepared: PreparedJson) {
  const headers: Record<string, string> = { etag: prepared.etag };
  if (prepared.br) headers.vary = 'accept-encoding';
  const known = request.headers['if-none-match'];
  if (known === prepared.etag || `W/${known}` === prepared.etag)
    return { status: 304, headers, body: null };
  headers['content-type'] = 'application/json; charset=utf-8';
  const encoding = prepared.br ? preferredEncoding(request.headers['accept-encoding']) : null;
  if (encoding) headers['content-encoding'] = encoding;
  const body = encoding === 'br' ? prepared.br : encoding === 'gzip' ? prepared.gzip : null;
  return { status: 200, headers, body: body ?? prepared.json };
}

/** Sends a prepared answer through the app's usual sending steps (its onSend hooks). */
export function sendPreparedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  prepared: PreparedJson,
): FastifyReply {
  const { status, headers, body } = preparedAnswerFor(request, prepared);
  return reply
    .code(status)
    .headers(headers)
    .send(body ?? '');
}
