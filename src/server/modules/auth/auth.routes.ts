import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  messages,
  messageResponseSchema,
  registerSchema,
  resetPasswordSchema,
  userSchema,
} from '../../../contract/auth.ts';
import { okSchema } from '../../../contract/common.ts';
import { AppError } from '../../errors.ts';
import {
  clearSessionCookie,
  currentUser,
  requireUser,
  setSessionCookie,
} from '../../plugins/auth.ts';
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
    max,
    timeWindow: windowMs,
    hook: 'preHandler' as const,
    keyGenerator: accountAndAddress,
    errorResponseBuilder: () => new AppError(429, 'TOO_MANY_REQUESTS', messages.tooManyRequests),
  };
}

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  sessions: SessionService;
  limits: AuthRateLimits;
}> = async (app, { auth, sessions, limits }) => {
  app.get(
    '/me',
    { schema: { response: { 200: userSchema } }, preHandler: requireUser },
    async (request) => currentUser(request),
  );

  app.post(
    '/register',
    {
      schema: { body: registerSchema, response: { 201: userSchema } },
      config: { rateLimit: rateLimit(limits.register, limits.windowMs) },
    },
    async (request, reply) => {
      const user = await auth.register(request.body);
      const { token } = await sessions.create(user.id, request.headers['user-agent']);
      setSessionCookie(request, reply, token);
      return reply.status(201).send(user);
    },
  );

  app.post(
    '/login',
    {
      schema: { body: loginSchema, response: { 200: userSchema } },
      config: { rateLimit: rateLimit(limits.login, limits.windowMs) },
    },
    async (request, reply) => {
      const user = await auth.authenticate(request.body);
      // A fresh token at every sign-in; the previous cookie of this browser, if any, is ended.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await sessions.revoke(previous);
      const { token } = await sessions.create(user.id, request.headers['user-agent']);
      setSessionCookie(request, reply, token);
      return user;
    },
  );

  app.post('/logout', { schema: { response: { 200: okSchema } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.revoke(token);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  app.post(
    '/change-password',
    {
      schema: { body: changePasswordSchema, response: { 200: messageResponseSchema } },
      preHandler: requireUser,
    },
    async (request) => {
      await auth.changePassword(currentUser(request).id, request.sessionId!, request.body);
      return { message: messages.passwordChanged };
    },
  );

  app.post(
    '/forgot-password',
    {
      schema: { body: forgotPasswordSchema, response: { 200: messageResponseSchema } },
      config: { rateLimit: rateLimit(limits.forgotPassword, limits.windowMs) },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email);
      return { message: messages.forgotSent };
    },
  );

  app.post(
    '/reset-password',
    { schema: { body: resetPasswordSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await auth.resetPassword(request.body);
      return { message: messages.passwordReset };
    },
  );
};
