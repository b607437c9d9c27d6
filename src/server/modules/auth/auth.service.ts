import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import {
  messages,
  RESET_TOKEN_TTL_HOURS,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '../../../contract/auth.ts';
import { appError } from '../../http/app-error.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import { userColumns, type SessionService, type SessionUser } from './session.service.ts';

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** Ends the pending reset links of an account. */
function voidResetLinks(tx: Tx, userId: string) {
  return tx
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export function createAuthService(deps: {
  db: Db;
  sessions: SessionService;
  mailer: Mailer;
  publicUrl: string;
  onResetLinkError: (err: unknown) => void;
}) {
  const { db, sessions, mailer } = deps;

  /** Records a reset token for the account of this email, if any, and mails its link. */
  async function sendResetLink(email: string): Promise<void> {
    const [user] = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(users)
      .where(eq(users.email, email))
      .limit(1);
    if (!user) return;
    const token = newToken();
    await db.insert(passwordResetTokens).values({
      userId: user.id,
      token: hashToken(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_HOURS * 3600 * 1000),
    });
    const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      subject: 'Réinitialisation de votre mot de passe Kelasi',
      text:
        `Bonjour ${user.name},\n\n` +
        `Vous avez demandé à réinitialiser votre mot de passe Kelasi. Ouvrez ce lien pour en choisir un nouveau :\n${link}\n\n` +
        `Ce lien est valable 24 heures et ne peut servir qu'une fois. ` +
        `Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.\n\nL'équipe Kelasi`,
    });
  }

  return {
    async register(
      input: RegisterInput & { role: 'student' | 'instructor' },
    ): Promise<SessionUser> {
      const passwordHash = await hashPassword(input.password);
      try {
        const [user] = await db
          .insert(users)
          .values({ email: input.email, name: input.name, role: input.role, passwordHash })
          .returning(userColumns);
        return user!;
      } catch (err) {
        if (isUniqueViolation(err)) throw appError('EMAIL_TAKEN');
        throw err;
      }
    },

    /** Same answer and similar work whether the email exists or not. */
    async authenticate(input: LoginInput): Promise<SessionUser> {
      const [row] = await db
        .select({
          ...userColumns,
          passwordHash: users.passwordHash,
          suspendedAt: users.suspendedAt,
        })
        .from(users)
        .where(eq(users.email, input.email))
        .limit(1);
      const ok = await verifyPassword(
        row?.passwordHash ?? (await dummyPasswordHash()),
        input.password,
      );
      if (!row || !ok) throw appError('BAD_CREDENTIALS');
      // Told only to whoever knows the password: a suspended account stays closed.
      if (row.suspendedAt) throw appError('ACCOUNT_SUSPENDED');
      const { passwordHash: _hash, suspendedAt: _suspended, ...user } = row;
      return user;
    },

    async changePassword(
      userId: string,
      sessionId: string,
      input: ChangePasswordInput,
    ): Promise<void> {
      const [row] = await db
        .select({ passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      if (!row) throw appError('UNAUTHORIZED');
      if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
        throw appError('WRONG_PASSWORD', {
          fields: { currentPassword: messages.wrongCurrentPassword },
        });
      }
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
        // A link asked for before the change must not undo it.
        await voidResetLinks(tx, userId);
        // Every other device is signed out; this one stays signed in.
        await sessions.revokeAllOf(userId, sessionId, tx);
      });
    },

    /** Sends a single-use link valid 24 hours when the account exists; silent otherwise. */
    /**
     * Answers at once and sends the link afterwards: the answer takes the same time whether the
     * account exists or not, so it tells no one which emails have an account.
     */
    forgotPassword(email: string): void {
      void sendResetLink(email).catch(deps.onResetLinkError);
    },

    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        // Consuming the token is one atomic statement: two concurrent uses cannot both succeed.
        const [used] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(
            and(
              eq(passwordResetTokens.token, hashToken(input.token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, sql`now()`),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!used) throw appError('RESET_TOKEN_INVALID');
        await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
        // Other pending links of this account die with the reset, and so does every session.
        await voidResetLinks(tx, used.userId);
        await sessions.revokeAllOf(used.userId, undefined, tx);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
