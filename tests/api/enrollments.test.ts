import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  enrollments,
  packagePurchases,
  userSubscriptions,
} from '../../src/server/db/schema/index.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import {
  activeSubscription,
  confirmedPackagePurchase,
  insertCourse,
  insertLesson,
  paymentFor,
  signedInUser,
} from '../helpers/factories.ts';

let t: TestApp;
let instructorId: string;
const c: Record<string, string> = {};
const l: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const instructor = await signedInUser(t.app, t.db, 'instructor');
  instructorId = instructor.user.id;
  const free = await insertCourse(t.db, {
    instructorId,
    title: 'Anglais des affaires',
    category: 'Langues',
  });
  const pack = await insertCourse(t.db, {
    instructorId,
    title: 'Leadership',
    accessType: 'package',
    category: 'Business',
  });
  const paid = await insertCourse(t.db, {
    instructorId,
    title: 'Comptabilité',
    price: 25000,
    category: 'Business',
  });
  const other = await insertCourse(t.db, { instructorId, title: 'Autre cours' });
  const draft = await insertCourse(t.db, { instructorId, title: 'Brouillon', status: 'draft' });
  Object.assign(c, {
    free: free.id,
    pack: pack.id,
    paid: paid.id,
    other: other.id,
    draft: draft.id,
  });
  for (const [i, title] of ['Saluer', 'Se présenter', 'Négocier'].entries()) {
    l[`free${i + 1}`] = (await insertLesson(t.db, { courseId: free.id, title, order: i + 1 })).id;
  }
  l.other = (await insertLesson(t.db, { courseId: other.id, title: 'Hors sujet' })).id;
});
afterAll(async () => {
  await t?.close();
});

const student = () => signedInUser(t.app, t.db, 'student');

describe('POST /api/enrollments', () => {
  it('requires a session', async () => {
    const res = await new Agent(t.app).post('/api/enrollments', { courseId: c.free });
    expect(res.statusCode).toBe(401);
  });

  raceIt('enrols in a free course at once, and twice creates nothing new', async () => {
    const { agent, user } = await student();
    const first = await agent.post('/api/enrollments', { courseId: c.free });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      courseId: c.free,
      userId: user.id,
      progress: 0,
      completedLessons: [],
    });
    const again = await agent.post('/api/enrollments', { courseId: c.free });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const both = await Promise.all([
      agent.post('/api/enrollments', { courseId: c.free }),
      agent.post('/api/enrollments', { courseId: c.free }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const rows = await t.db.select().from(enrollments).where(eq(enrollments.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('validates the course id and refuses missing and draft courses', async () => {
    const { agent } = await student();
    const bad = await agent.post('/api/enrollments', { courseId: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ courseId: 'Identifiant invalide' });
    expect((await agent.post('/api/enrollments', {})).statusCode).toBe(400);
    expect((await agent.post('/api/enrollments', { courseId: c.draft })).statusCode).toBe(404);
    expect(
      (await agent.post('/api/enrollments', { courseId: '00000000-0000-4000-8000-000000000000' }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses a package course without an active subscription, changing nothing', async () => {
    const { agent, user } = await student();
    await activeSubscription(t.db, user.id, { status: 'pending' });
    await activeSubscription(t.db, user.id, { endInDays: -1 });
    const res = await agent.post('/api/enrollments', { courseId: c.pack });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Ce cours nécessite un abonnement actif',
      code: 'SUBSCRIPTION_REQUIRED',
    });
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.userId, user.id)),
    ).toHaveLength(0);
  });

  it('enrols in a package course with an active subscription and counts the course used', async () => {
    const { agent, user } = await student();
    const sub = await activeSubscription(t.db, user.id);
    expect((await agent.post('/api/enrollments', { courseId: c.pack })).statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(userSubscriptions)
      .where(eq(userSubscriptions.id, sub.id));
    expect(row!.coursesUsed).toBe(1);
  });

  it('respects the course limit of the plan', async () => {
    const { agent, user } = await student();
    await activeSubscription(t.db, user.id, { courseLimit: 0 });
    expect((await agent.post('/api/enrollments', { courseId: c.pack })).statusCode).toBe(403);
  });

  raceIt(
    'gives one last free seat of a subscription to one of 20 simultaneous enrolments',
    async () => {
      const { agent, user } = await student();
      const sub = await activeSubscription(t.db, user.id, { courseLimit: 5 });
      await t.db
        .update(userSubscriptions)
        .set({ coursesUsed: 4 })
        .where(eq(userSubscriptions.id, sub.id));
      const packs = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          insertCourse(t.db, { instructorId, title: `Pack ${i}`, accessType: 'package' }),
        ),
      );
      const answers = await Promise.all(
        packs.map((course) => agent.post('/api/enrollments', { courseId: course.id })),
      );
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 403)).toHaveLength(19);
      const [after] = await t.db
        .select({ used: userSubscriptions.coursesUsed })
        .from(userSubscriptions)
        .where(eq(userSubscriptions.id, sub.id));
      expect(after!.used).toBe(5);
      const mine = await t.db.select().from(enrollments).where(eq(enrollments.userId, user.id));
      expect(mine).toHaveLength(1);
    },
  );

  it('uses a confirmed package purchase with courses remaining, once per course', async () => {
    const { agent, user } = await student();
    const purchase = await confirmedPackagePurchase(t.db, user.id, 1);
    const res = await agent.post('/api/enrollments', { courseId: c.pack });
    expect(res.statusCode).toBe(201);
    const [after] = await t.db
      .select()
      .from(packagePurchases)
      .where(eq(packagePurchases.id, purchase.id));
    expect(after!.coursesRemaining).toBe(0);
    expect(after!.coursesSelected).toEqual([c.pack]);
    const [enrollment] = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, user.id), eq(enrollments.courseId, c.pack!)));
    expect(enrollment!.packagePurchaseId).toBe(purchase.id);
    // Enrolling again costs nothing more.
    expect((await agent.post('/api/enrollments', { courseId: c.pack })).statusCode).toBe(200);
    const [still] = await t.db
      .select()
      .from(packagePurchases)
      .where(eq(packagePurchases.id, purchase.id));
    expect(still!.coursesRemaining).toBe(0);
  });

  it('refuses a priced course until the payment is confirmed', async () => {
    const { agent, user } = await student();
    const refused = await agent.post('/api/enrollments', { courseId: c.paid });
    expect(refused.statusCode).toBe(402);
    expect(refused.json().code).toBe('PAYMENT_REQUIRED');
    expect(refused.json().message).toMatch(/payant/);
    await paymentFor(t.db, user.id, c.paid!, 'pending');
    await paymentFor(t.db, user.id, c.paid!, 'rejected');
    expect((await agent.post('/api/enrollments', { courseId: c.paid })).statusCode).toBe(402);
    await paymentFor(t.db, user.id, c.paid!, 'confirmed');
    expect((await agent.post('/api/enrollments', { courseId: c.paid })).statusCode).toBe(201);
  });
});

describe('reading enrolments', () => {
  it('lists the caller’s enrolments with their course, and reads one by course', async () => {
    const { agent, user } = await student();
    await agent.post('/api/enrollments', { courseId: c.free });
    const list = await agent.get('/api/enrollments');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(1);
    expect(list.json()[0]).toMatchObject({
      courseId: c.free,
      userId: user.id,
      course: { id: c.free, title: 'Anglais des affaires', isEnrolled: true, lessonCount: 3 },
    });
    const one = await agent.get(`/api/enrollments/${c.free}`);
    expect(one.json()).toMatchObject({ courseId: c.free, progress: 0 });
    expect((await agent.get(`/api/enrollments/${c.other}`)).statusCode).toBe(404);
    expect((await agent.get('/api/enrollments/nimporte')).statusCode).toBe(404);
    expect((await new Agent(t.app).get('/api/enrollments')).statusCode).toBe(401);
  });

  it('never shows one student another’s enrolments', async () => {
    const a = await student();
    const b = await student();
    await a.agent.post('/api/enrollments', { courseId: c.free });
    expect((await b.agent.get('/api/enrollments')).json()).toEqual([]);
    expect((await b.agent.get(`/api/enrollments/${c.free}`)).statusCode).toBe(404);
  });
});

describe('POST /api/enrollments/:id/complete-lesson', () => {
  it('completes lessons, computes rounded progress, and completing twice changes nothing', async () => {
    const { agent } = await student();
    const enrollment = (await agent.post('/api/enrollments', { courseId: c.free })).json();
    const url = `/api/enrollments/${enrollment.id}/complete-lesson`;
    const one = await agent.post(url, { lessonId: l.free1 });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ progress: 33, completedLessons: [l.free1] });
    const twice = await agent.post(url, { lessonId: l.free1 });
    expect(twice.json()).toMatchObject({ progress: 33, completedLessons: [l.free1] });
    expect((await agent.post(url, { lessonId: l.free2 })).json().progress).toBe(67);
    const done = await agent.post(url, { lessonId: l.free3 });
    expect(done.json().progress).toBe(100);
    expect(done.json().completedLessons).toHaveLength(3);
  });

  it('refuses a lesson of another course and changes nothing', async () => {
    const { agent } = await student();
    const enrollment = (await agent.post('/api/enrollments', { courseId: c.free })).json();
    const res = await agent.post(`/api/enrollments/${enrollment.id}/complete-lesson`, {
      lessonId: l.other,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: "Cette leçon n'appartient pas à ce cours",
      code: 'LESSON_NOT_IN_COURSE',
    });
    expect((await agent.get(`/api/enrollments/${c.free}`)).json().progress).toBe(0);
    expect(
      (await agent.post(`/api/enrollments/${enrollment.id}/complete-lesson`, { lessonId: 'x' }))
        .statusCode,
    ).toBe(400);
  });

  it('lets only the owner of the enrolment complete its lessons', async () => {
    const owner = await student();
    const intruder = await student();
    const enrollment = (await owner.agent.post('/api/enrollments', { courseId: c.free })).json();
    const res = await intruder.agent.post(`/api/enrollments/${enrollment.id}/complete-lesson`, {
      lessonId: l.free1,
    });
    expect(res.statusCode).toBe(404);
    expect((await owner.agent.get(`/api/enrollments/${c.free}`)).json().completedLessons).toEqual(
      [],
    );
    const anonymous = await new Agent(t.app).post(
      `/api/enrollments/${enrollment.id}/complete-lesson`,
      { lessonId: l.free1 },
    );
    expect(anonymous.statusCode).toBe(401);
  });

  raceIt('keeps every completion when several arrive at once', async () => {
    const { agent } = await student();
    const enrollment = (await agent.post('/api/enrollments', { courseId: c.free })).json();
    const url = `/api/enrollments/${enrollment.id}/complete-lesson`;
    await Promise.all(
      [l.free1, l.free2, l.free3, l.free1].map((lessonId) => agent.post(url, { lessonId })),
    );
    const after = (await agent.get(`/api/enrollments/${c.free}`)).json();
    expect(after.progress).toBe(100);
    expect(after.completedLessons).toHaveLength(3);
  });
});

describe('GET /api/my-subscription', () => {
  it('answers isActive false without a subscription and true with an active one', async () => {
    const { agent, user } = await student();
    expect((await agent.get('/api/my-subscription')).json()).toEqual({
      isActive: false,
      subscription: null,
    });
    await activeSubscription(t.db, user.id, { status: 'pending' });
    const pending = (await agent.get('/api/my-subscription')).json();
    expect(pending.isActive).toBe(false);
    expect(pending.subscription.status).toBe('pending');
    await activeSubscription(t.db, user.id);
    const active = (await agent.get('/api/my-subscription')).json();
    expect(active.isActive).toBe(true);
    expect(active.subscription.status).toBe('confirmed');
    expect((await new Agent(t.app).get('/api/my-subscription')).statusCode).toBe(401);
  });

  it('treats an expired subscription as inactive', async () => {
    const { agent, user } = await student();
    await activeSubscription(t.db, user.id, { endInDays: -2 });
    expect((await agent.get('/api/my-subscription')).json().isActive).toBe(false);
  });
});
