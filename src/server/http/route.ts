import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiErrorSchema } from '../../contract/common.ts';
import type {
  EndpointDef,
  ServerBody,
  ServerParams,
  ServerQuery,
  ServerResponse,
} from '../../contract/endpoint.ts';
import { errorCatalog, type ErrorCode } from '../../contract/errors.ts';
import type { SessionUser } from '../modules/auth/session.service.ts';
import { API_SECURITY_HEADERS } from '../plugins/security.ts';
import { appError } from './app-error.ts';
import { controlCharacterMessage, textProblemIn } from './control-characters.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract declaration a route was registered from (see route()). */
    endpoint?: EndpointDef;
  }
}

type UserOf<E extends EndpointDef> = E['access'] extends 'public'
  ? SessionUser | null
  : SessionUser;

export interface HandlerInput<E extends EndpointDef> {
  params: ServerParams<E>;
  query: ServerQuery<E>;
  body: ServerBody<E>;
  /** The caller; never null unless the endpoint is public. */
  user: UserOf<E>;
  request: FastifyRequest;
}

/**
 * A handler answers the body of its default status (the first declared), or sets another
 * declared status with reply.status() first, or sends the reply itself (streams, tus).
 */
export type Handler<E extends EndpointDef> = (
  input: HandlerInput<E>,
  reply: FastifyReply,
) => Promise<ServerResponse<E> | FastifyReply> | ServerResponse<E> | FastifyReply;

export interface RouteOptions {
  /** Extra route config, e.g. rate limits. */
  config?: Record<string, unknown>;
  /** Headers every answer of the route carries, its failures included (set first thing). */
  headers?: Readonly<Record<string, string>>;
  /** A hook run once access is checked, before validation: it may answer (prepared-route.ts). */
  onRequest?: (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;
}

/** `/api/courses/{id}` → `/api/courses/:id` */
const fastifyPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** The endpoint a request was routed to, if it came through route(). */
export const endpointOf = (request: FastifyRequest): EndpointDef | undefined =>
  request.routeOptions.config.endpoint;

/**
 * Answers 401 to a signed-out caller and 403 to a wrong role. It runs in onRequest, before the
 * body is read or validated, so the order of failures never depends on the input.
 */
function accessGuard(e: EndpointDef) {
  return async (request: FastifyRequest) => {
    if (e.access === 'public') return;
    if (!request.user) throw appError('UNAUTHORIZED');
    if (e.access !== 'signed-in' && !e.access.includes(request.user.role))
      throw appError((e.forbidden as ErrorCode | undefined) ?? 'FORBIDDEN');
  };
}

function headersHook(headers: Readonly<Record<string, string>>) {
  return (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    done();
  };
}

/** The code a malformed path id answers (route() checked at start-up that it exists). */
export const notFoundCodeOf = (e: EndpointDef | undefined) =>
  (e?.notFound ?? 'NOT_FOUND') as ErrorCode;

/**
 * Refuses control characters anywhere in the declared body or query, and bodies nested too deep
 * to be any form of ours, before validation.
 */
function controlCharacterGuard(e: EndpointDef) {
  return async (request: FastifyRequest) => {
    const problem =
      (e.body ? textProblemIn(request.body) : null) ??
      (e.query ? textProblemIn(request.query) : null);
    if (problem?.kind === 'too-deep') throw appError('INVALID_BODY');
    if (problem) throw controlCharacterError(problem.path);
  };
}

function controlCharacterError(where: string) {
  return appError('VALIDATION_ERROR', {
    message: controlCharacterMessage,
    fields: { [where || '_']: controlCharacterMessage },
  });
}

/** Every error status an endpoint may answer, with the codes behind each, for the documentation. */
function errorCodesOf(e: EndpointDef): Map<number, string[]> {
  const codes: string[] = ['INTERNAL_ERROR'];
  if (e.access !== 'public') codes.push('UNAUTHORIZED');
  if (Array.isArray(e.access)) codes.push(e.forbidden ?? 'FORBIDDEN');
  if (e.params) codes.push(e.notFound ?? 'NOT_FOUND');
  if (e.query || e.body) codes.push('VALIDATION_ERROR');
  // Any POST, PUT, PATCH or DELETE may carry a body, declared or not, and may come cross-site.
  if (e.method !== 'GET' && e.method !== 'HEAD')
    codes.push('CSRF', 'INVALID_BODY', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE');
  codes.push(...(e.errors ?? []));
  const byStatus = new Map<number, string[]>();
  for (const code of new Set(codes)) {
    const def = errorCatalog[code as ErrorCode];
    if (!def) throw new Error(`${e.method} ${e.path}: unknown error code ${code}`);
    byStatus.set(def.status, [...(byStatus.get(def.status) ?? []), code]);
  }
  return byStatus;
}

function responseSchemas(e: EndpointDef) {
  const response: Record<number, unknown> = {};
  for (const [status, schema] of Object.entries(e.responses))
    response[Number(status)] = schema ?? { description: 'Sans contenu JSON', content: {} };
  // Unchanged answers cost a 304 and no body (ETag on every GET).
  if (e.method === 'GET') response[304] = { description: 'Non modifié (ETag)', content: {} };
  const other = e.otherResponses ?? {};
  for (const [status, codes] of errorCodesOf(e))
    response[status] ??= {
      // A status both ours and a protocol's (tus) carries our error shape: say both.
      description: [
        ...codes.map((code) => `${code} : ${errorCatalog[code as ErrorCode].message}`),
        ...(other[status] ? [other[status]] : []),
      ].join(' · '),
      content: { 'application/json': { schema: apiErrorSchema } },
    };
  for (const [status, description] of Object.entries(other))
    response[Number(status)] ??= { description, content: {} };
  return response;
}

/** Registers an endpoint of the contract with its handler: access, validation, documentation. */
export function route<E extends EndpointDef>(
  app: FastifyInstance,
  e: E,
  handler: Handler<E>,
  options: RouteOptions = {},
): void {
  const [defaultStatus] = Object.keys(e.responses).map(Number);
  const access = e.access === 'public' ? [] : [{ session: [] }];
  // An API answer is never a page: its security headers are set, not built by helmet.
  const api = e.path.startsWith('/api/');
  const headers = api ? { ...API_SECURITY_HEADERS, ...options.headers } : options.headers;
  app.route({
    method: e.method,
    url: fastifyPath(e.path),
    // HEAD of a GET is answered by Fastify; only endpoints declare routes.
    exposeHeadRoute: false,
    config: { ...(api ? { helmet: { skipRoute: true } } : {}), ...options.config, endpoint: e },
    onRequest: [
      ...(headers ? [headersHook(headers)] : []),
      accessGuard(e),
      ...(options.onRequest ? [options.onRequest] : []),
    ],
    ...(e.body || e.query ? { preValidation: controlCharacterGuard(e) } : {}),
    schema: {
      summary: e.summary,
      tags: [e.tag],
      description: `Accès : ${accessLabel(e)}`,
      security: access,
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: responseSchemas(e),
    },
    handler: async (request, reply) => {
      reply.status(defaultStatus!);
      const result = await handler(
        {
          params: request.params as ServerParams<E>,
          query: request.query as ServerQuery<E>,
          body: request.body as ServerBody<E>,
          user: request.user as UserOf<E>,
          request,
        },
        reply,
      );
      if (result === reply || reply.sent) return reply;
      return result === undefined ? reply.send() : result;
    },
  });
}

function accessLabel(e: EndpointDef): string {
  if (e.access === 'public') return 'public';
  if (e.access === 'signed-in') return 'utilisateur connecté';
  return e.access.join(', ');
}
