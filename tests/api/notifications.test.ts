import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { createNotification } from '../../src/server/db/factories/notifications.ts';
import { mailOutbox, notifications } from '../../src/server/db/schema/index.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { createNotificationsService } from '../../src/server/modules/notifications/notifications.service.ts';
import { cast, expectAccess, type Cast, type Signed } from '../helpers/access.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { signedInUser } from '../helpers/factories.ts';

let t: TestApp;
let c: Cast;
/** Every SQL statement the app sends, to count the unread-count's. */
const statements: string[] = [];

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const MINUTE = 60_000;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

beforeAll(async () => {
  t = await createTestApp({ dbLogger: { logQuery: (query) => void statements.push(query) } });
  c = await cast(t);
});
afterAll(async () => {
  await t?.close();
});

const student = () => signedInUser(t.app, t.db, 'student');

async function readAtOf(id: string) {
  const [row] = await t.db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.id, id));
  return row?.readAt;
}

async function unreadInDb(userId: string) {
  return t.db.$count(
    notifications,
    and(eq(notifications.userId, userId), isNull(notifications.readAt)),
  );
}

describe('access', () => {
  it('every endpoint needs a session; a notification is read by its owner only', async () => {
    const own = await createNotification(t.db, { userId: c.student.user.id });
    const signedIn = { student: 200, outsider: 200, owner: 200, other: 200, admin: 200 };
    await expectAccess(c, (a) => a.get('/api/notifications'), { visitor: 401, ...signedIn });
    await expectAccess(c, (a) => a.get('/api/notifications/unread-count'), {
      visitor: 401,
      ...signedIn,
    });
    await expectAccess(c, (a) => a.post('/api/notifications/read-all'), {
      visitor: 401,
      ...signedIn,
    });
    // Someone else's notification is as missing as an unknown one, whatever the role.
    await expectAccess(c, (a) => a.post(`/api/notifications/${own.id}/read`), {
      visitor: 401,
      outsider: 404,
      owner: 404,
      other: 404,
      admin: 404,
      student: 200,
    });
  });
});

describe('GET /api/notifications', () => {
  it("lists only the caller's notifications, newest first, with the unread count", async () => {
    const me = await student();
    const someoneElse = await student();
    await createNotification(t.db, {
      userId: me.user.id,
      title: 'Ancienne',
      createdAt: minutesAgo(30),
      readAt: minutesAgo(20),
    });
    await createNotification(t.db, {
      userId: me.user.id,
      type: 'certificate_issued',
      title: 'Certificat délivré',
      message: 'Votre certificat est prêt.',
      link: '/certifications',
      createdAt: minutesAgo(1),
    });
    await createNotification(t.db, {
      userId: me.user.id,
      title: 'Du milieu',
      createdAt: minutesAgo(10),
    });
    await createNotification(t.db, { userId: someoneElse.user.id, title: "D'un autre" });

    const res = await me.agent.get('/api/notifications');
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      items: { title: string; readAt: string | null }[];
      unreadCount: number;
    }>();
    expect(body.items.map((n) => n.title)).toEqual(['Certificat délivré', 'Du milieu', 'Ancienne']);
    expect(body.unreadCount).toBe(2);
    expect(body.items[0]).toMatchObject({
      type: 'certificate_issued',
      title: 'Certificat délivré',
      message: 'Votre certificat est prêt.',
      link: '/certifications',
      readAt: null,
    });
    expect(body.items[2]?.readAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers the latest 20 only, while the count covers every unread one', async () => {
    const me = await student();
    for (let i = 0; i < 22; i++)
      await createNotification(t.db, {
        userId: me.user.id,
        title: `Notification ${i}`,
        createdAt: minutesAgo(100 - i),
      });
    const body = (await me.agent.get('/api/notifications')).json<{
      items: { title: string }[];
      unreadCount: number;
    }>();
    expect(body.items).toHaveLength(20);
    expect(body.items[0]?.title).toBe('Notification 21');
    expect(body.items.at(-1)?.title).toBe('Notification 2');
    expect(body.unreadCount).toBe(22);
  });
});

describe('GET /api/notifications/unread-count', () => {
  it("counts the caller's unread notifications in one statement over the unread rows", async () => {
    const me = await student();
    await createNotification(t.db, { userId: me.user.id });
    await createNotification(t.db, { userId: me.user.id });
    await createNotification(t.db, { userId: me.user.id, readAt: new Date() });
    await createNotification(t.db, { userId: c.outsider.user.id });

    statements.length = 0;
    const res = await me.agent.get('/api/notifications/unread-count');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    const counting = statements.filter((s) => s.includes('"notifications"'));
    expect(counting).toHaveLength(1);
    // The predicate of the partial index notifications_unread_idx, so the count can use it.
    expect(counting[0]).toMatch(/"notifications"\."read_at" is null/);

    const fresh = await student();
    expect((await fresh.agent.get('/api/notifications/unread-count')).json()).toEqual({
      count: 0,
    });
  });
});

describe('POST /api/notifications/{id}/read', () => {
  let me: Signed;
  beforeAll(async () => {
    me = await student();
  });

  it('marks one of my notifications read, once', async () => {
    const first = await createNotification(t.db, { userId: me.user.id });
    const second = await createNotification(t.db, { userId: me.user.id });

    const res = await me.agent.post(`/api/notifications/${first.id}/read`);
    expect(res.statusCode).toBe(200);
    const readAt = res.json<{ id: string; readAt: string }>().readAt;
    expect(res.json()).toMatchObject({ id: first.id, title: first.title });
    expect(new Date(readAt).getTime()).toBeGreaterThan(Date.now() - MINUTE);
    expect(await readAtOf(second.id)).toBeNull();
    expect(await unreadInDb(me.user.id)).toBe(1);

    // Again: still read, at the first date.
    const again = await me.agent.post(`/api/notifications/${first.id}/read`);
    expect(again.statusCode).toBe(200);
    expect(again.json<{ readAt: string }>().readAt).toBe(readAt);
  });

  it("answers 404 for someone else's notification, and leaves it unread", async () => {
    const theirs = await createNotification(t.db, { userId: c.outsider.user.id });
    const res = await me.agent.post(`/api/notifications/${theirs.id}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'NOTIFICATION_NOT_FOUND',
      message: 'Notification non trouvée',
    });
    expect(await readAtOf(theirs.id)).toBeNull();
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN, 'pas-un-id']) {
      const res = await me.agent.post(`/api/notifications/${id}/read`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code, id).toBe('NOTIFICATION_NOT_FOUND');
    }
  });
});

describe('POST /api/notifications/read-all', () => {
  it("marks all of mine read, and no one else's", async () => {
    const me = await student();
    const someoneElse = await student();
    const earlier = minutesAgo(60);
    const alreadyRead = await createNotification(t.db, { userId: me.user.id, readAt: earlier });
    await createNotification(t.db, { userId: me.user.id });
    await createNotification(t.db, { userId: me.user.id });
    await createNotification(t.db, { userId: someoneElse.user.id });

    const res = await me.agent.post('/api/notifications/read-all');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0 });
    expect(await unreadInDb(me.user.id)).toBe(0);
    expect((await me.agent.get('/api/notifications/unread-count')).json()).toEqual({ count: 0 });
    const list = (await me.agent.get('/api/notifications')).json<{
      items: { readAt: string | null }[];
    }>();
    expect(list.items.every((n) => n.readAt !== null)).toBe(true);
    // A notification read before keeps its date.
    expect((await readAtOf(alreadyRead.id))?.getTime()).toBe(earlier.getTime());
    expect(await unreadInDb(someoneElse.user.id)).toBe(1);
  });
});

describe('notify()', () => {
  const service = () =>
    createNotificationsService({
      db: t.db,
      mailer: createMailer({ db: t.db, log: t.app.log, from: 'Kelasi <noreply@kelasi.cd>' }),
      publicUrl: 'https://kelasi.example.cd',
      onMailError: (err) => {
        throw err;
      },
    });

  it("writes in the caller's transaction: rolled back, there is no notification", async () => {
    const me = await student();
    let delivered = false;
    await expect(
      t.db.transaction(async (tx) => {
        const deliver = await service().notify(tx, {
          userId: me.user.id,
          type: 'payment_confirmed',
          title: 'Paiement confirmé',
          message: 'Votre paiement a été confirmé.',
        });
        // Inside the transaction the row is there...
        expect(await tx.$count(notifications, eq(notifications.userId, me.user.id))).toBe(1);
        delivered = typeof deliver === 'function';
        throw new Error('the decision fails after the notification');
      }),
    ).rejects.toThrow('the decision fails');
    expect(delivered).toBe(true);
    // ...and with the transaction rolled back it is gone.
    expect(await t.db.$count(notifications, eq(notifications.userId, me.user.id))).toBe(0);
    expect((await me.agent.get('/api/notifications')).json()).toEqual({
      items: [],
      unreadCount: 0,
    });
  });

  it('after the commit, the bell lists it and its mail lands in the outbox, titled', async () => {
    const me = await student();
    const deliver = await t.db.transaction((tx) =>
      service().notify(tx, {
        userId: me.user.id,
        type: 'payment_rejected',
        title: 'Paiement rejeté',
        message: 'Votre paiement pour « Comptabilité » a été rejeté.',
        link: '/course/abc/payment',
      }),
    );
    const listed = (await me.agent.get('/api/notifications')).json<{
      items: { title: string; link: string; readAt: null }[];
      unreadCount: number;
    }>();
    expect(listed.unreadCount).toBe(1);
    expect(listed.items[0]).toMatchObject({
      title: 'Paiement rejeté',
      link: '/course/abc/payment',
      readAt: null,
    });

    // No mail before delivery: a decision rolled back must not have sent one.
    const mailsTo = () =>
      t.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, me.user.email))
        .orderBy(desc(mailOutbox.createdAt));
    expect(await mailsTo()).toEqual([]);
    deliver();
    let mails = await mailsTo();
    for (let i = 0; i < 100 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 20));
      mails = await mailsTo();
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Paiement rejeté', sentAt: null });
    expect(mails[0]?.text).toContain('Votre paiement pour « Comptabilité » a été rejeté.');
    expect(mails[0]?.text).toContain('https://kelasi.example.cd/course/abc/payment');
  });
});
