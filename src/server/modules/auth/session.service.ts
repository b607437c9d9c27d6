import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { appError } from '../../http/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

export const SESSION_COOKIE = 'kelasi_sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Sliding expiry is refreshed at most this often, so reads do not write on every request. */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

export type SessionUser = Pick<
  typeof users.$inferSelect,
  'id' | 'email' | 'name' | 'role' | 'avatar' | 'bio' | 'createdAt'
>;

export interface ResolvedSession {
  sessionId: string;
  user: SessionUser;
  /** True when the expiry was pushed forward and the cookie should be re-sent. */
  refreshed: boolean;
}

/** The user as the API shows them (contract `userSchema`): never the password hash. */
export const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  avatar: users.avatar,
  bio: users.bio,
  createdAt: users.createdAt,
};

export function createSessionService(db: Db) {
  /**
   * Every request with a cookie asks this: built once and prepared on each connection, so neither
   * Drizzle nor PostgreSQL plans it again.
   */
  const sessionOf = db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: userColumns })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    // A suspended account's sessions are deleted; this also refuses any that slipped through.
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1)
    .prepare('session_of');

  return {
    /**
     * A new session, unless the account is suspended. The account row is read FOR SHARE: a
     * suspension being written (its row locked FOR UPDATE) is waited for, then seen; a
     * suspension that comes after waits for this session, then ends it. Either way no session
     * outlives a suspension.
     */
    async create(
      userId: string,
      userAgent?: string,
    ): Promise<{ token: string; sessionId: string }> {
      const token = newToken();
      return db.transaction(async (tx) => {
        const [open] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.suspendedAt)))
          .for('share');
        if (!open) throw appError('ACCOUNT_SUSPENDED');
        const [row] = await tx
          .insert(sessions)
          .values({
            userId,
            tokenHash: hashToken(token),
            expiresAt: new Date(Date.now() + SESSION_TTL_MS),
            userAgent: userAgent?.slice(0, 300) ?? null,
          })
          .returning({ id: sessions.id });
        return { token, sessionId: row!.id };
      });
    },

    async resolve(token: string): Promise<ResolvedSession | null> {
      const now = new Date();
      const [row] = await sessionOf.execute({ tokenHash: hashToken(token), now });
      if (!row) return null;
      let refreshed = false;
      if (now.getTime() - row.lastSeenAt.getTime() > REFRESH_AFTER_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
          .where(eq(sessions.id, row.sessionId));
        refreshed = true;
      }
      return { sessionId: row.sessionId, user: row.user, refreshed };
    },

    async revoke(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
    },

    /** Ends every session of a user, or every other one when `keepSessionId` is given. */
    async revokeAllOf(userId: string, keepSessionId?: string, tx: Db = db): Promise<void> {
      await tx
        .delete(sessions)
        .where(
          keepSessionId
            ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
            : eq(sessions.userId, userId),
        );
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
