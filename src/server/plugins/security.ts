import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { appError } from '../http/app-error.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Headers that only mean something for a page the browser renders. Scripts, styles, icons and
 * JSON do without them (nosniff and the resource policy stay on everything), which saves about
 * 700 bytes on each file of a first visit. Uploaded files keep them all: a browser may open one.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/**
 * What helmet leaves on an API answer once the headers above are removed. route() gives these to
 * every /api route, its failures included, and skips helmet there: helmet builds its middleware
 * anew for every request (about a sixth of a kept catalogue answer's cost).
 */
export const API_SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
} as const;

interface SecurityOptions {
  publicUrl?: string;
  /** Hash sources of the page shell's own inline scripts, the only inline ones allowed to run. */
  inlineScripts?: string[];
}

/**
 * Security headers and cross-site request forgery defence.
 * State-changing /api calls are refused when the browser says they come from another site
 * (Sec-Fetch-Site) or when their Origin is not ours; only JSON bodies are parsed, so a
 * cross-site HTML form (urlencoded, multipart or text/plain) can never reach a handler.
 */
export const securityPlugin = fp(async (app: FastifyInstance, opts: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(opts.inlineScripts ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        frameSrc: ["'self'", 'https://www.youtube.com', 'https://player.vimeo.com'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS only makes sense behind https; helmet sends it regardless otherwise.
    strictTransportSecurity: opts.publicUrl?.startsWith('https://') ? undefined : false,
    crossOriginEmbedderPolicy: false,
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html') || request.url.startsWith('/objects/')) return payload;
    for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
    return payload;
  });

  app.removeContentTypeParser('text/plain');

  const publicOrigin = opts.publicUrl ? new URL(opts.publicUrl).origin : undefined;
  app.addHook('onRequest', async (request) => {
    // The route the router matched, not the raw URL: `/%61pi/…` reaches /api routes too.
    const route = request.routeOptions.url ?? '';
    if (!UNSAFE_METHODS.has(request.method) || !route.startsWith('/api/')) return;
    if (request.headers['sec-fetch-site'] === 'cross-site') throw appError('CSRF');
    const origin = request.headers.origin;
    if (!origin) return;
    let originHost: string;
    try {
      originHost = new URL(origin).host;
    } catch {
      throw appError('CSRF');
    }
    const ours =
      originHost === request.host || (publicOrigin !== undefined && origin === publicOrigin);
    if (!ours) throw appError('CSRF');
  });
});
