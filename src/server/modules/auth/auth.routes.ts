import type { FastifyInstance } from 'fastify';
import { authEndpoints as e, messages } from '../../../contract/auth.ts';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { clearSessionCookie, setSessionCookie } from '../../plugins/auth.ts';
import type { AuthLimits } from './auth-limits.ts';
import type { AuthService } from './auth.service.ts';
import { SESSION_COOKIE, type SessionService } from './session.service.ts';

export function authRoutes(
  api: FastifyInstance,
  { auth, sessions, limits }: { auth: AuthService; sessions: SessionService; limits: AuthLimits },
) {
  route(api, e.me, ({ user }) => user);

  route(api, e.register, async ({ body, request }, reply) => {
    await limits.register(request.ip);
    const user = await auth.register(body);
    const { token } = await sessions.create(user.id, request.headers['user-agent']);
    setSessionCookie(request, reply, token);
    return user;
  });

  route(api, e.login, async ({ body, request }, reply) => {
    const attempt = await limits.login(request.ip, body.email);
    const user = await auth.authenticate(body);
    await attempt.succeeded();
    // A fresh token at every sign-in; the previous cookie of this browser, if any, is ended.
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await sessions.revoke(previous);
    const { token } = await sessions.create(user.id, request.headers['user-agent']);
    setSessionCookie(request, reply, token);
    return user;
  });

  route(api, e.logout, async ({ request }, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await sessions.revoke(token);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  route(api, e.changePassword, async ({ user, body, request }) => {
    const attempt = await limits.passwordChange(user.id);
    await auth.changePassword(user.id, request.sessionId!, body).catch(async (error) => {
      // Only a wrong current password counts against the account.
      if (!(error instanceof AppError && error.code === 'WRONG_PASSWORD'))
        await attempt.succeeded();
      throw error;
    });
    await attempt.succeeded();
    return { message: messages.passwordChanged };
  });

  route(api, e.forgotPassword, async ({ body, request }) => {
    await limits.forgotPassword(request.ip, body.email);
    auth.forgotPassword(body.email);
    return { message: messages.forgotSent };
  });

  route(api, e.resetPassword, async ({ body }) => {
    await auth.resetPassword(body);
    return { message: messages.passwordReset };
  });
}
