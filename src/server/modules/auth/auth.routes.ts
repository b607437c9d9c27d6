import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authEndpoints as e, messages } from '../../../contract/auth.ts';
import { appError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth.ts';
import type { AuthService } from './auth.service.ts';
import { SESSION_COOKIE, type SessionService } from './session.service.ts';

export interface AuthRateLimits {
  login: number;
  register: number;
  forgotPassword: number;
  /** Window of each limit, in milliseconds. */
  windowMs: number;
}

export const defaultAuthRateLimits: AuthRateLimits = {
  login: 10,
  register: 5,
  forgotPassword: 5,
  windowMs: 15 * 60 * 1000,
};

/** Keyed by account and address together: one abuser behind a carrier NAT must not lock out a town. */
function accountAndAddress(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `${request.ip}|${email}`;
}

function rateLimit(max: number, windowMs: number) {
  return {
    config: {
      rateLimit: {
        max,
        timeWindow: windowMs,
        hook: 'preHandler' as const,
        keyGenerator: accountAndAddress,
        errorResponseBuilder: () =>
          appError('TOO_MANY_REQUESTS', { message: messages.tooManyRequests }),
      },
    },
  };
}

export function authRoutes(
  api: FastifyInstance,
  {
    auth,
    sessions,
    limits,
  }: { auth: AuthService; sessions: SessionService; limits: AuthRateLimits },
) {
  route(api, e.me, ({ user }) => user);

  route(
    api,
    e.register,
    async ({ body, request }, reply) => {
      const user = await auth.register(body);
      const { token } = await sessions.create(user.id, request.headers['user-agent']);
      setSessionCookie(request, reply, token);
      return user;
    },
    rateLimit(limits.register, limits.windowMs),
  );

  route(
    api,
    e.login,
    async ({ body, request }, reply) => {
      const user = await auth.authenticate(body);
      // A fresh token at every sign-in; the previous cookie of this browser, if any, is ended.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessions.revoke(previous);
      const { token } = await sessions.create(user.id, request.headers['user-agent']);
      setSessionCookie(request, reply, token);
      return user;
    },
    rateLimit(limits.login, limits.windowMs),
  );

  route(api, e.logout, async ({ request }, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.revoke(token);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  route(api, e.changePassword, async ({ user, body, request }) => {
    await auth.changePassword(user.id, request.sessionId!, body);
    return { message: messages.passwordChanged };
  });

  route(
    api,
    e.forgotPassword,
    async ({ body }) => {
      await auth.forgotPassword(body.email);
      return { message: messages.forgotSent };
    },
    rateLimit(limits.forgotPassword, limits.windowMs),
  );

  route(api, e.resetPassword, async ({ body }) => {
    await auth.resetPassword(body);
    return { message: messages.passwordReset };
  });
}
