import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  type SessionService,
  type SessionUser,
} from '../modules/auth/session.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    sessionId: string | null;
  }
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** Reads the session cookie of every /api and /objects request into request.user. */
export const authPlugin = fp(async (app: FastifyInstance, opts: { sessions: SessionService }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    // Static assets and pages need no session lookup; uploaded files are access-checked. The
    // route the router matched decides, as a percent-encoded path reaches the same route.
    const route = request.routeOptions.url ?? '';
    if (!token || !(route.startsWith('/api/') || route.startsWith('/objects/'))) return;
    const session = await opts.sessions.resolve(token);
    if (!session) {
      clearSessionCookie(request, reply);
      return;
    }
    request.user = session.user;
    request.sessionId = session.sessionId;
    if (session.refreshed) setSessionCookie(request, reply, token);
  });
});
