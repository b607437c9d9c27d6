/** Accounts: users, their sessions and password reset tokens, and the outgoing mail. */
import { index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { roles } from '../../../contract/roles.ts';
import { id, tstz, createdAt } from './columns.ts';

export const roleEnum = pgEnum('role', roles);

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Always stored lowercased. */
    email: text().notNull(),
    /** argon2id hash. */
    passwordHash: text().notNull(),
    name: text().notNull(),
    role: roleEnum().notNull().default('student'),
    bio: text(),
    avatar: text(),
    /** Set by an admin: the account cannot sign in and its sessions are gone. */
    suspendedAt: tstz(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_created_at_idx').on(t.createdAt),
    // The admin's search by any part of a name or an email (ILIKE '%…%') on 100,000 users.
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')),
  ],
);

/** A user column of a row that belongs to the user: deleting the user removes the row. */
export const userRef = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: userRef(),
    /** SHA-256 of the cookie token; the token itself is never stored. */
    tokenHash: text().notNull().unique('sessions_token_hash_unique'),
    createdAt: createdAt(),
    expiresAt: tstz().notNull(),
    lastSeenAt: tstz().notNull().defaultNow(),
    userAgent: text(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: id(),
    userId: userRef(),
    /** SHA-256 of the emailed token. */
    token: text().notNull().unique('password_reset_tokens_token_unique'),
    expiresAt: tstz().notNull(),
    createdAt: createdAt(),
    usedAt: tstz(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text().notNull(),
  subject: text().notNull(),
  text: text().notNull(),
  html: text(),
  createdAt: createdAt(),
  sentAt: tstz(),
  error: text(),
});

export type Role = (typeof roleEnum.enumValues)[number];
export type NewUserRow = typeof users.$inferInsert;
