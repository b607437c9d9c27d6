import { afterAll, beforeAll, describe, expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { adminMessages as m } from '../../src/contract/admin.ts';
import { sessions, users } from '../../src/server/db/schema/index.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';
import { signedInUser } from '../helpers/factories.ts';
import { raceIt } from '../helpers/races.ts';
import { DEFAULT_PASSWORD } from '../../src/server/db/factories/accounts.ts';

/**
 * Issue "Made solid", points 4 and 5: an account's suspension and its sign-ins serialize, and
 * the last active admin can never be removed, even by two admins acting at the same moment.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const suspension = (admin: Agent, id: string, suspended: boolean) =>
  admin.patch(`/api/admin/users/${id}/suspension`, { suspended });

describe('a suspension and a sign-in at the same moment', () => {
  raceIt(
    'no session made while a suspension is written survives it, even once reinstated',
    async () => {
      const admin = await signedInUser(t.app, t.db, 'admin');
      for (let i = 0; i < 8; i++) {
        const target = await signedInUser(t.app, t.db, 'student');
        const browser = new Agent(t.app, { remoteAddress: `10.77.0.${i + 1}` });
        const [login, suspend] = await Promise.all([
          browser.post('/api/auth/login', { email: target.user.email, password: DEFAULT_PASSWORD }),
          suspension(admin.agent, target.user.id, true),
        ]);
        expect(suspend.statusCode).toBe(200);
        expect([200, 403]).toContain(login.statusCode);
        expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
        expect((await target.agent.get('/api/auth/me')).statusCode).toBe(401);
        // Not even a dormant session: the sign-in waited for the suspension, or was ended by it.
        expect(await t.db.$count(sessions, eq(sessions.userId, target.user.id))).toBe(0);

        expect((await suspension(admin.agent, target.user.id, false)).statusCode).toBe(200);
        // Reinstated: nothing made before or during the suspension comes back to life.
        expect((await browser.get('/api/auth/me')).statusCode).toBe(401);
        expect((await target.agent.get('/api/auth/me')).statusCode).toBe(401);
        expect(await t.db.$count(sessions, eq(sessions.userId, target.user.id))).toBe(0);
        // A new sign-in works again.
        const again = await browser.post('/api/auth/login', {
          email: target.user.email,
          password: DEFAULT_PASSWORD,
        });
        expect(again.statusCode).toBe(200);
      }
    },
  );
});

describe('the last active admin', () => {
  /** Two admins, the only active ones of this database. */
  async function twoAdmins() {
    await t.db.update(users).set({ role: 'student' }).where(eq(users.role, 'admin'));
    const [a, b] = await Promise.all([
      signedInUser(t.app, t.db, 'admin'),
      signedInUser(t.app, t.db, 'admin'),
    ]);
    return [a!, b!] as const;
  }
  const activeAdmins = async () =>
    (await t.db.select().from(users).where(eq(users.role, 'admin'))).filter(
      (u) => u.suspendedAt === null,
    ).length;

  raceIt('two admins demoting each other at the same moment leave one admin', async () => {
    for (let i = 0; i < 5; i++) {
      const [a, b] = await twoAdmins();
      const answers = await Promise.all([
        a.agent.patch(`/api/admin/users/${b.user.id}/role`, { role: 'student' }),
        b.agent.patch(`/api/admin/users/${a.user.id}/role`, { role: 'instructor' }),
      ]);
      const statuses = answers.map((r) => r.statusCode).sort();
      // The second is refused: its target is the last admin (409), or, when the first had
      // already ended, its author is no longer an admin (403).
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      const lastAdmin = answers.find((r) => r.statusCode === 409);
      if (lastAdmin) expect(lastAdmin.json()).toEqual({ code: 'LAST_ADMIN', message: m.lastAdmin });
      expect(await activeAdmins()).toBe(1);
    }
  });

  raceIt('two admins suspending each other at the same moment leave one admin', async () => {
    for (let i = 0; i < 5; i++) {
      const [a, b] = await twoAdmins();
      const answers = await Promise.all([
        suspension(a.agent, b.user.id, true),
        suspension(b.agent, a.user.id, true),
      ]);
      const statuses = answers.map((r) => r.statusCode).sort();
      // The second is refused: its target is the last admin, or its author was just suspended.
      expect(statuses[0]).toBe(200);
      expect([401, 409]).toContain(statuses[1]);
      expect(await activeAdmins()).toBe(1);
    }
  });

  raceIt('an admin demoting one while another suspends the other leave one admin', async () => {
    const [a, b] = await twoAdmins();
    await Promise.all([
      a.agent.patch(`/api/admin/users/${b.user.id}/role`, { role: 'student' }),
      suspension(b.agent, a.user.id, true),
    ]);
    expect(await activeAdmins()).toBe(1);
  });
});
