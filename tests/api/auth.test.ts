import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  mailOutbox,
  passwordResetTokens,
  sessions,
  users,
} from '../../src/server/db/schema/index.ts';
import { hashToken } from '../../src/server/lib/tokens.ts';
import { Agent, createTestApp, registerUser, uniqueEmail, type TestApp } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import { latestMailTo } from '../helpers/mail.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const anon = (ip = '10.1.0.1') => new Agent(t.app, { remoteAddress: ip });
const waitForMail = (to: string) => latestMailTo(t.db, to);

function tokenFromMail(text: string): string {
  const match = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(text);
  if (!match) throw new Error('no reset link in mail');
  return decodeURIComponent(match[1]!);
}

describe('registration', () => {
  it('creates a student, signs them in, and never returns the password', async () => {
    const agent = anon();
    const email = uniqueEmail();
    const res = await agent.post('/api/auth/register', {
      name: 'Amani Kasongo',
      email: `  ${email.toUpperCase()} `,
      password: 'secret12',
      role: 'student',
    });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ name: 'Amani Kasongo', email, role: 'student', avatar: null });
    expect(user).not.toHaveProperty('password');
    expect(user).not.toHaveProperty('passwordHash');
    expect(new Date(user.createdAt).toISOString()).toBe(user.createdAt);
    const cookie = res.cookies.find((c) => c.name === 'kelasi_sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(30 * 24 * 3600);
    const me = await agent.get('/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it('stores argon2id hashes, not passwords', async () => {
    const { email } = await registerUser(t.app, { password: 'motdepasse-clair' });
    const [row] = await t.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.email, email));
    expect(row!.hash.startsWith('$argon2id$')).toBe(true);
    expect(row!.hash).not.toContain('motdepasse-clair');
  });

  it('defaults the role to student and accepts instructor', async () => {
    const res = await anon().post('/api/auth/register', {
      name: 'Jean Ilunga',
      email: uniqueEmail(),
      password: 'secret12',
    });
    expect(res.json().role).toBe('student');
    const res2 = await anon().post('/api/auth/register', {
      name: 'Marie Lukusa',
      email: uniqueEmail(),
      password: 'secret12',
      role: 'instructor',
    });
    expect(res2.json().role).toBe('instructor');
  });

  it('refuses the admin role and unknown roles, creating nothing', async () => {
    for (const role of ['admin', 'superuser']) {
      const email = uniqueEmail();
      const res = await anon().post('/api/auth/register', {
        name: 'Pirate',
        email,
        password: 'secret12',
        role,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        fields: { role: 'Rôle invalide' },
      });
      const rows = await t.db.select().from(users).where(eq(users.email, email));
      expect(rows).toHaveLength(0);
    }
  });

  it('answers the spec messages for each invalid field', async () => {
    const res = await anon().post('/api/auth/register', {
      name: 'A',
      email: 'pas-un-email',
      password: '123',
      role: 'student',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: 'Le nom doit contenir au moins 2 caractères',
      email: 'Email invalide',
      password: 'Le mot de passe doit contenir au moins 6 caractères',
    });
    const missing = await anon().post('/api/auth/register', {});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(['email', 'name', 'password']);
  });

  it('answers 409 in French for an email already used, whatever its case', async () => {
    const { email } = await registerUser(t.app);
    const res = await anon().post('/api/auth/register', {
      name: 'Autre',
      email: email.toUpperCase(),
      password: 'secret12',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Un compte existe déjà avec cet email',
      code: 'EMAIL_TAKEN',
    });
  });

  it('refuses names that hide or reorder text, or are too long, with French messages', async () => {
    const cases: [string, string][] = [
      ['Jean \u202Eevil', 'Le nom contient des caractères non autorisés'],
      ['\u200B\u200B\u200B', 'Le nom doit contenir au moins 2 caractères'],
      ['N'.repeat(121), 'Le nom ne doit pas dépasser 120 caractères'],
    ];
    for (const [name, message] of cases) {
      const email = uniqueEmail();
      const res = await anon('10.1.9.3').post('/api/auth/register', {
        name,
        email,
        password: 'secret12',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ name: message });
    }
  });

  it('refuses an email over 254 characters with a French 400, creating nothing', async () => {
    const email = `${'a'.repeat(3000)}@exemple.cd`;
    const res = await anon('10.1.9.1').post('/api/auth/register', {
      name: 'Long Courriel',
      email,
      password: 'secret12',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: "L'email ne doit pas dépasser 254 caractères" });
    const login = await anon('10.1.9.2').post('/api/auth/login', { email, password: 'secret12' });
    expect(login.statusCode).toBe(400);
  });

  it('accepts a 128-character passphrase', async () => {
    const password = 'é'.repeat(64) + 'x'.repeat(64);
    const { email } = await registerUser(t.app, { password });
    const res = await anon('10.1.0.2').post('/api/auth/login', { email, password });
    expect(res.statusCode).toBe(200);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in case-insensitively with a new session token each time', async () => {
    const { email, password } = await registerUser(t.app);
    const a = anon('10.2.0.1');
    const first = await a.post('/api/auth/login', { email: ` ${email.toUpperCase()}`, password });
    expect(first.statusCode).toBe(200);
    const token1 = a.cookies.get('kelasi_sid');
    const second = await a.post('/api/auth/login', { email, password });
    expect(second.statusCode).toBe(200);
    const token2 = a.cookies.get('kelasi_sid');
    expect(token2).toBeTruthy();
    expect(token2).not.toBe(token1);
    // The replaced token no longer opens a session.
    const stale = new Agent(t.app);
    stale.cookies.set('kelasi_sid', token1!);
    expect((await stale.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('stores only a hash of the session token', async () => {
    const { agent, user } = await registerUser(t.app);
    const token = agent.cookies.get('kelasi_sid')!;
    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(rows[0]!.tokenHash).not.toBe(token);
  });

  it('answers the same 401 for a wrong password and an unknown email', async () => {
    const { email } = await registerUser(t.app);
    const wrong = await anon('10.2.0.2').post('/api/auth/login', {
      email,
      password: 'mauvais-mdp',
    });
    const unknown = await anon('10.2.0.2').post('/api/auth/login', {
      email: uniqueEmail(),
      password: 'mauvais-mdp',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      message: 'Email ou mot de passe incorrect',
      code: 'BAD_CREDENTIALS',
    });
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.cookies.find((c) => c.name === 'kelasi_sid')).toBeUndefined();
  });

  it('requires email and password', async () => {
    const res = await anon().post('/api/auth/login', { email: '', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      email: "L'email est requis",
      password: 'Le mot de passe est requis',
    });
  });

  it('logs out: the session ends on the server and the cookie is cleared', async () => {
    const { agent } = await registerUser(t.app);
    const token = agent.cookies.get('kelasi_sid')!;
    const res = await agent.post('/api/auth/logout');
    expect(res.statusCode).toBe(200);
    expect(agent.cookies.has('kelasi_sid')).toBe(false);
    const replay = new Agent(t.app);
    replay.cookies.set('kelasi_sid', token);
    expect((await replay.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('answers 401 to /me without a session, or with a forged or expired one', async () => {
    expect((await anon().get('/api/auth/me')).json()).toEqual({
      message: 'Vous devez être connecté',
      code: 'UNAUTHORIZED',
    });
    const forged = new Agent(t.app);
    forged.cookies.set('kelasi_sid', 'nimportequoi');
    expect((await forged.get('/api/auth/me')).statusCode).toBe(401);
    const { agent, user } = await registerUser(t.app);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await agent.get('/api/auth/me')).statusCode).toBe(401);
  });

  it('slides the expiry forward when a session is used after a while', async () => {
    const { agent, user } = await registerUser(t.app);
    const old = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: old, expiresAt: new Date(Date.now() + 3600 * 1000) })
      .where(eq(sessions.userId, user.id));
    const res = await agent.get('/api/auth/me');
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'kelasi_sid')?.maxAge).toBe(30 * 24 * 3600);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3600 * 1000);
  });
});

describe('change password', () => {
  it('changes it, keeps this session and ends the others', async () => {
    const { agent, email, password } = await registerUser(t.app);
    const other = anon('10.3.0.9');
    await other.post('/api/auth/login', { email, password });
    expect((await other.get('/api/auth/me')).statusCode).toBe(200);

    const res = await agent.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'nouveau-mdp',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Votre mot de passe a été modifié avec succès');
    expect((await agent.get('/api/auth/me')).statusCode).toBe(200);
    expect((await other.get('/api/auth/me')).statusCode).toBe(401);
    expect((await anon('10.3.0.10').post('/api/auth/login', { email, password })).statusCode).toBe(
      401,
    );
    expect(
      (await anon('10.3.0.10').post('/api/auth/login', { email, password: 'nouveau-mdp' }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses a wrong current password and changes nothing', async () => {
    const { agent, email, password } = await registerUser(t.app);
    const res = await agent.post('/api/auth/change-password', {
      currentPassword: 'faux-mdp',
      newPassword: 'nouveau-mdp',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Le mot de passe actuel est incorrect');
    expect((await anon('10.3.0.11').post('/api/auth/login', { email, password })).statusCode).toBe(
      200,
    );
  });

  it('validates with the spec messages and requires a session', async () => {
    const { agent } = await registerUser(t.app);
    const res = await agent.post('/api/auth/change-password', {
      currentPassword: '',
      newPassword: '123',
    });
    expect(res.json().fields).toEqual({
      currentPassword: 'Le mot de passe actuel est requis',
      newPassword: 'Le nouveau mot de passe doit contenir au moins 6 caractères',
    });
    const anonymous = await anon().post('/api/auth/change-password', {
      currentPassword: 'x',
      newPassword: 'nouveau-mdp',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether the account exists or not, and mails only real accounts', async () => {
    const { email } = await registerUser(t.app);
    const unknownEmail = uniqueEmail('inconnu');
    const a = await anon('10.4.0.1').post('/api/auth/forgot-password', { email });
    const b = await anon('10.4.0.1').post('/api/auth/forgot-password', { email: unknownEmail });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.body).toBe(b.body);
    expect(a.json().message).toContain('24 heures');
    const mail = await waitForMail(email);
    expect(mail.subject).toContain('Réinitialisation');
    expect(mail.text).toContain('http://localhost:5000/reset-password?token=');
    await new Promise((r) => setTimeout(r, 50));
    expect(
      await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknownEmail)),
    ).toHaveLength(0);
  });

  it('answers before looking the account up or writing its token', async () => {
    const { email } = await registerUser(t.app);
    // While the accounts table is locked, nothing about the account can be read or written:
    // the answer must come anyway, the same for a known and an unknown email.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await released;
    });
    await isLocked;
    const known = await anon('10.4.0.9').post('/api/auth/forgot-password', { email });
    const unknown = await anon('10.4.0.9').post('/api/auth/forgot-password', {
      email: uniqueEmail('inconnu'),
    });
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    release();
    await holder;
    // The link is sent afterwards.
    expect(tokenFromMail((await waitForMail(email)).text)).toBeTruthy();
  });

  it('rejects an invalid email with the spec message', async () => {
    const res = await anon().post('/api/auth/forgot-password', { email: 'pas-valide' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ email: 'Email invalide' });
  });

  it('resets once with the mailed link, ends every session, and refuses reuse', async () => {
    const { agent, email } = await registerUser(t.app);
    await anon('10.4.0.2').post('/api/auth/forgot-password', { email });
    const token = tokenFromMail((await waitForMail(email)).text);
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.token, hashToken(token)));
    expect(stored).toBeDefined();

    const res = await anon().post('/api/auth/reset-password', {
      token,
      newPassword: 'apres-reset',
    });
    expect(res.statusCode).toBe(200);
    expect((await agent.get('/api/auth/me')).statusCode).toBe(401);
    expect(
      (await anon('10.4.0.3').post('/api/auth/login', { email, password: 'apres-reset' }))
        .statusCode,
    ).toBe(200);

    const again = await anon().post('/api/auth/reset-password', {
      token,
      newPassword: 'encore-autre',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'Ce lien de réinitialisation est invalide ou a expiré',
      code: 'RESET_TOKEN_INVALID',
    });
    expect(
      (await anon('10.4.0.3').post('/api/auth/login', { email, password: 'apres-reset' }))
        .statusCode,
    ).toBe(200);
  });

  it('voids a reset link asked for before a password change', async () => {
    const { agent, email, password } = await registerUser(t.app);
    await anon('10.4.0.9').post('/api/auth/forgot-password', { email });
    const token = tokenFromMail((await waitForMail(email)).text);
    const changed = await agent.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'nouveau-secret',
    });
    expect(changed.statusCode).toBe(200);
    const reset = await anon().post('/api/auth/reset-password', {
      token,
      newPassword: 'pirate-123',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('RESET_TOKEN_INVALID');
    const login = await anon('10.4.0.10').post('/api/auth/login', {
      email,
      password: 'nouveau-secret',
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses an expired link and an unknown token, changing nothing', async () => {
    const { email, password } = await registerUser(t.app);
    await anon('10.4.0.4').post('/api/auth/forgot-password', { email });
    const token = tokenFromMail((await waitForMail(email)).text);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordResetTokens.token, hashToken(token)));
    const expired = await anon().post('/api/auth/reset-password', {
      token,
      newPassword: 'trop-tard',
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().code).toBe('RESET_TOKEN_INVALID');
    const unknown = await anon().post('/api/auth/reset-password', {
      token: 'inconnu',
      newPassword: 'trop-tard',
    });
    expect(unknown.statusCode).toBe(400);
    expect((await anon('10.4.0.5').post('/api/auth/login', { email, password })).statusCode).toBe(
      200,
    );
  });

  raceIt('lets only one of two concurrent uses of a link succeed', async () => {
    const { email } = await registerUser(t.app);
    await anon('10.4.0.6').post('/api/auth/forgot-password', { email });
    const token = tokenFromMail((await waitForMail(email)).text);
    const results = await Promise.all([
      anon().post('/api/auth/reset-password', { token, newPassword: 'premier-mdp' }),
      anon().post('/api/auth/reset-password', { token, newPassword: 'second-mdp' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('validates the new password', async () => {
    const res = await anon().post('/api/auth/reset-password', { token: 'abc', newPassword: '123' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      newPassword: 'Le mot de passe doit contenir au moins 6 caractères',
    });
  });
});
