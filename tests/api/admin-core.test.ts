import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminMessages as m } from '../../src/contract/admin.ts';
import { messages as authMessages } from '../../src/contract/auth.ts';
import { DEFAULT_PASSWORD } from '../../src/server/db/factories/accounts.ts';
import { createAnnouncements } from '../../src/server/db/factories/announcements.ts';
import {
  createPaymentRequest,
  createTrainingBundle,
} from '../../src/server/db/factories/commerce.ts';
import {
  announcements,
  auditLog,
  courses,
  enrollments,
  lessons,
  payments,
  sessions,
  trainingBundles,
  userSubscriptions,
  users,
} from '../../src/server/db/schema/index.ts';
import { cast, expectAccess, type Cast } from '../helpers/access.ts';
import { auditLinesOf } from '../helpers/rows.ts';
import { Agent, createTestApp, uniqueEmail, type TestApp } from '../helpers/app.ts';
import {
  activeSubscription,
  insertCourse,
  insertEnrollment,
  insertLesson,
  signedInUser,
} from '../helpers/factories.ts';
import { createUser } from '../../src/server/db/factories/accounts.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const clock = new Date('2026-03-18T10:00:00Z');
const statements: string[] = [];
let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    dbLogger: { logQuery: (query) => void statements.push(query) },
  });
  c = await cast(t);
});
afterAll(async () => {
  await t?.close();
});

interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
interface UserItem {
  id: string;
  name: string;
  email: string;
  role: string;
  suspendedAt: string | null;
}

const auditOf = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt);

describe('access', () => {
  it('refuses visitors, students and instructors on every admin endpoint', async () => {
    const id = c.student.user.id;
    const calls = [
      (a: Agent) => a.get('/api/admin/stats'),
      (a: Agent) => a.get('/api/admin/stats/weekly'),
      (a: Agent) => a.get('/api/admin/courses'),
      (a: Agent) => a.get('/api/admin/users'),
    ];
    for (const call of calls)
      await expectAccess(c, call, {
        visitor: 401,
        student: 403,
        owner: 403,
        other: 403,
        admin: 200,
      });
    await expectAccess(c, (a) => a.patch(`/api/admin/users/${id}/role`, {}), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 400,
    });
    await expectAccess(c, (a) => a.patch(`/api/admin/users/${id}/suspension`, {}), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 400,
    });
    await expectAccess(c, (a) => a.delete(`/api/admin/courses/${UNKNOWN}`), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 404,
    });
  });
});

describe('stats', () => {
  it('counts everything in one statement, and follows new rows', async () => {
    const read = async () => {
      statements.length = 0;
      const res = await c.admin.agent.get('/api/admin/stats');
      expect(res.statusCode).toBe(200);
      // The session check reads "sessions"; the figures are one statement.
      expect(statements.filter((s) => !s.includes('"sessions"'))).toHaveLength(1);
      return res.json() as Record<string, number>;
    };
    const before = await read();
    const expected = {
      totalCourses: await t.db.$count(courses),
      publishedCourses: await t.db.$count(courses, eq(courses.status, 'published')),
      totalUsers: await t.db.$count(users),
      totalInstructors: await t.db.$count(users, eq(users.role, 'instructor')),
      totalEnrollments: await t.db.$count(enrollments),
      totalSubscriptions: await t.db.$count(userSubscriptions),
      totalAnnouncements: await t.db.$count(announcements),
    };
    expect(before).toEqual(expected);

    const teacher = await createUser(t.db, { role: 'instructor', email: uniqueEmail('prof') });
    const draft = await insertCourse(t.db, { instructorId: teacher.id, status: 'draft' });
    await insertCourse(t.db, { instructorId: teacher.id, status: 'published' });
    await insertEnrollment(t.db, c.outsider.user.id, draft.id);
    await activeSubscription(t.db, c.outsider.user.id);
    await createAnnouncements(t.db, [{ authorId: c.admin.user.id }, { authorId: c.admin.user.id }]);
    expect(await read()).toEqual({
      totalCourses: before.totalCourses! + 2,
      publishedCourses: before.publishedCourses! + 1,
      totalUsers: before.totalUsers! + 1,
      totalInstructors: before.totalInstructors! + 1,
      totalEnrollments: before.totalEnrollments! + 1,
      totalSubscriptions: before.totalSubscriptions! + 1,
      totalAnnouncements: before.totalAnnouncements! + 2,
    });
  });

  it('gives 12 weeks of enrolments and confirmed payments, this week last', async () => {
    const course = await insertCourse(t.db, { instructorId: c.owner.user.id, price: 5000 });
    const learner = await createUser(t.db, { email: uniqueEmail('apprenant') });
    await insertEnrollment(t.db, learner.id, course.id);
    // Enrolled "now" by the database clock: put it in the current week of the test clock.
    await t.db
      .update(enrollments)
      .set({ enrolledAt: new Date('2026-03-17T08:00:00Z') })
      .where(eq(enrollments.userId, learner.id));
    await createPaymentRequest(t.db, {
      userId: learner.id,
      courseId: course.id,
      amount: 5000,
      status: 'confirmed',
      decidedAt: new Date('2026-03-10T09:00:00Z'),
    });
    await createPaymentRequest(t.db, {
      userId: learner.id,
      courseId: course.id,
      amount: 7000,
      status: 'rejected',
      decidedAt: new Date('2026-03-10T09:00:00Z'),
    });
    statements.length = 0;
    const res = await c.admin.agent.get('/api/admin/stats/weekly');
    expect(statements.filter((s) => !s.includes('"sessions"'))).toHaveLength(1);
    const { weeks } = res.json() as {
      weeks: { weekStart: string; enrollments: number; paymentsCdf: number }[];
    };
    expect(weeks).toHaveLength(12);
    expect(weeks[0]!.weekStart).toBe('2025-12-29');
    expect(weeks.at(-1)).toEqual({ weekStart: '2026-03-16', enrollments: 1, paymentsCdf: 0 });
    expect(weeks.at(-2)).toMatchObject({ weekStart: '2026-03-09', paymentsCdf: 5000 });
  });
});

describe('users list', () => {
  const prefix = `zq${Date.now().toString(36)}`;
  beforeAll(async () => {
    for (let i = 0; i < 25; i += 1)
      await createUser(t.db, {
        email: uniqueEmail(`${prefix}x${i}`),
        name: `Membre ${prefix} ${String(i).padStart(2, '0')}`,
        role: i % 5 === 0 ? 'instructor' : 'student',
      });
    await createUser(t.db, { email: uniqueEmail('pct'), name: `Cent ${prefix}%_ pour cent` });
    await createUser(t.db, { email: uniqueEmail('pct'), name: `Cent ${prefix}ab pour cent` });
  });

  it('sends one page with the total, newest first, and page 2 continues it', async () => {
    const first = (
      await c.admin.agent.get(`/api/admin/users?q=Membre ${prefix}&pageSize=10`)
    ).json() as Page<UserItem>;
    expect(first).toMatchObject({ total: 25, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    const second = (
      await c.admin.agent.get(`/api/admin/users?q=Membre ${prefix}&pageSize=10&page=2`)
    ).json() as Page<UserItem>;
    expect(second.items).toHaveLength(10);
    const third = (
      await c.admin.agent.get(`/api/admin/users?q=Membre ${prefix}&pageSize=10&page=3`)
    ).json() as Page<UserItem>;
    expect(third.items).toHaveLength(5);
    const names = [...first.items, ...second.items, ...third.items].map((u) => u.name);
    expect(new Set(names).size).toBe(25);
    expect(names[0]).toBe(`Membre ${prefix} 24`);
    // Never more than a page, by default 20.
    const all = (await c.admin.agent.get('/api/admin/users')).json() as Page<UserItem>;
    expect(all.items.length).toBeLessThanOrEqual(20);
    expect(all.total).toBe(await t.db.$count(users));
  });

  it('searches by email too, filters by role, and escapes % and _', async () => {
    const byEmail = (
      await c.admin.agent.get(`/api/admin/users?q=${prefix}X1`)
    ).json() as Page<UserItem>;
    // x1, x10..x19 (emails are lowercased; the search ignores case).
    expect(byEmail.total).toBe(11);
    const instructors = (
      await c.admin.agent.get(`/api/admin/users?q=Membre ${prefix}&role=instructor`)
    ).json() as Page<UserItem>;
    expect(instructors.total).toBe(5);
    expect(instructors.items.every((u) => u.role === 'instructor')).toBe(true);
    const literal = (
      await c.admin.agent.get(`/api/admin/users?q=${encodeURIComponent(`${prefix}%_`)}`)
    ).json() as Page<UserItem>;
    expect(literal.items.map((u) => u.name)).toEqual([`Cent ${prefix}%_ pour cent`]);
    const underscore = (
      await c.admin.agent.get(`/api/admin/users?q=${encodeURIComponent(`${prefix}a_`)}`)
    ).json() as Page<UserItem>;
    expect(underscore.total).toBe(0);
  });

  it('refuses bad paging with a French 400', async () => {
    for (const query of ['page=0', 'pageSize=101', 'pageSize=abc', 'role=chef']) {
      const res = await c.admin.agent.get(`/api/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
    expect((await c.admin.agent.get('/api/admin/users?pageSize=0')).json().message).toBeTruthy();
  });
});

describe('roles and suspension', () => {
  it('changes a role, once, with its audit line; a failing decision writes none', async () => {
    const { user } = await signedInUser(t.app, t.db, 'student');
    const setRole = (id: string, role: string) =>
      c.admin.agent.patch(`/api/admin/users/${id}/role`, { role });
    const linesBefore = await t.db.$count(auditLog);
    expect((await setRole(UNKNOWN, 'admin')).json()).toEqual({
      code: 'USER_NOT_FOUND',
      message: m.userNotFound,
    });
    const bad = await setRole(user.id, 'chef');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ role: m.roleInvalid });
    expect(await t.db.$count(auditLog)).toBe(linesBefore);
    const [unchanged] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged!.role).toBe('student');

    const res = await setRole(user.id, 'instructor');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, role: 'instructor', suspendedAt: null });
    const again = await setRole(user.id, 'instructor');
    expect(again.statusCode).toBe(200);
    const lines = await auditOf(user.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      action: 'user.role',
      entity: 'users',
      actorId: c.admin.user.id,
      before: { role: 'student' },
      after: { role: 'instructor' },
      createdAt: clock,
    });
    expect(await t.db.$count(auditLog)).toBe(linesBefore + 1);
  });

  it('does not let an admin demote or suspend themselves', async () => {
    const me = c.admin.user.id;
    const demote = await c.admin.agent.patch(`/api/admin/users/${me}/role`, { role: 'student' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({ code: 'SELF_DEMOTION', message: m.selfDemotion });
    const suspend = await c.admin.agent.patch(`/api/admin/users/${me}/suspension`, {
      suspended: true,
    });
    expect(suspend.statusCode).toBe(409);
    expect(suspend.json()).toEqual({ code: 'SELF_SUSPENSION', message: m.selfSuspension });
    expect(await auditOf(me)).toHaveLength(0);
    const [row] = await t.db.select().from(users).where(eq(users.id, me));
    expect(row).toMatchObject({ role: 'admin', suspendedAt: null });
    expect((await c.admin.agent.get('/api/auth/me')).statusCode).toBe(200);
    // Confirming one's own role is harmless.
    expect(
      (await c.admin.agent.patch(`/api/admin/users/${me}/role`, { role: 'admin' })).statusCode,
    ).toBe(200);
  });

  it('ends a suspended account’s sessions, refuses its sign-in, and lets it back once reinstated', async () => {
    const { agent, user } = await signedInUser(t.app, t.db, 'student');
    const second = new Agent(t.app, { remoteAddress: '10.99.0.1' });
    await second.post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect((await second.get('/api/auth/me')).statusCode).toBe(200);

    const res = await c.admin.agent.patch(`/api/admin/users/${user.id}/suspension`, {
      suspended: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().suspendedAt).toBe(clock.toISOString());
    expect(await t.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
    expect((await agent.get('/api/auth/me')).statusCode).toBe(401);
    expect((await second.get('/api/auth/me')).statusCode).toBe(401);

    const login = await new Agent(t.app, { remoteAddress: '10.99.0.2' }).post('/api/auth/login', {
      email: user.email,
      password: DEFAULT_PASSWORD,
    });
    expect(login.statusCode).toBe(403);
    expect(login.json()).toEqual({
      code: 'ACCOUNT_SUSPENDED',
      message: authMessages.accountSuspended,
    });
    expect(login.cookies).toHaveLength(0);
    // A wrong password still says only that the credentials are wrong.
    const wrong = await new Agent(t.app, { remoteAddress: '10.99.0.3' }).post('/api/auth/login', {
      email: user.email,
      password: 'pas-le-bon',
    });
    expect(wrong.statusCode).toBe(401);

    const reinstated = await c.admin.agent.patch(`/api/admin/users/${user.id}/suspension`, {
      suspended: false,
    });
    expect(reinstated.json().suspendedAt).toBeNull();
    const back = new Agent(t.app, { remoteAddress: '10.99.0.4' });
    expect(
      (await back.post('/api/auth/login', { email: user.email, password: DEFAULT_PASSWORD }))
        .statusCode,
    ).toBe(200);
    expect((await back.get('/api/auth/me')).statusCode).toBe(200);

    const lines = await auditOf(user.id);
    expect(lines.map((l) => l.action)).toEqual(['user.suspend', 'user.reinstate']);
    expect(lines[0]).toMatchObject({
      before: { suspendedAt: null },
      after: { suspendedAt: clock.toISOString() },
    });
  });

  it('refuses a session of an account suspended behind the API’s back', async () => {
    const { agent, user } = await signedInUser(t.app, t.db, 'instructor');
    await t.db.update(users).set({ suspendedAt: clock }).where(eq(users.id, user.id));
    expect((await agent.get('/api/auth/me')).statusCode).toBe(401);
  });
});

describe('courses', () => {
  it('lists every course by page, with instructor, price and enrolment count; searches titles', async () => {
    const tag = `Ztitre${Date.now().toString(36)}`;
    const teacher = await createUser(t.db, { role: 'instructor', email: uniqueEmail('prof') });
    const made: Awaited<ReturnType<typeof insertCourse>>[] = [];
    for (let i = 0; i < 3; i += 1)
      made.push(
        await insertCourse(t.db, {
          instructorId: teacher.id,
          title: `${tag} ${i}`,
          status: i === 0 ? 'archived' : 'draft',
          price: i * 1000,
        }),
      );
    await insertEnrollment(t.db, c.outsider.user.id, made[1]!.id);
    const res = await c.admin.agent.get(`/api/admin/courses?q=${tag}&pageSize=2`);
    const page = res.json() as Page<Record<string, unknown>>;
    expect(page).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.items).toHaveLength(2);
    const all = (await c.admin.agent.get(`/api/admin/courses?q=${tag}`)).json() as Page<{
      id: string;
      enrollmentCount: number;
    }>;
    expect(all.items.find((x) => x.id === made[1]!.id)).toMatchObject({
      enrollmentCount: 1,
      price: 1000,
      status: 'draft',
      instructor: { id: teacher.id, name: teacher.name },
    });
    const total = (await c.admin.agent.get('/api/admin/courses')).json() as Page<unknown>;
    expect(total.total).toBe(await t.db.$count(courses));
  });

  it('deletes another instructor’s course with its lessons, out of bundles, with an audit line', async () => {
    const course = await insertCourse(t.db, {
      instructorId: c.other.user.id,
      title: 'Cours à retirer',
    });
    const kept = await insertCourse(t.db, { instructorId: c.other.user.id });
    await insertLesson(t.db, { courseId: course.id });
    const bundle = await createTrainingBundle(t.db, { courseIds: [course.id, kept.id] });
    const res = await c.admin.agent.delete(`/api/admin/courses/${course.id}`);
    expect(res.statusCode).toBe(204);
    expect(await t.db.$count(courses, eq(courses.id, course.id))).toBe(0);
    expect(await t.db.$count(lessons, eq(lessons.courseId, course.id))).toBe(0);
    const [b] = await t.db.select().from(trainingBundles).where(eq(trainingBundles.id, bundle.id));
    expect(b!.courseIds).toEqual([kept.id]);
    expect(await auditLinesOf(t.db, course.id)).toEqual([
      expect.objectContaining({
        actorId: c.admin.user.id,
        action: 'course.delete',
        entity: 'courses',
        before: expect.objectContaining({
          title: 'Cours à retirer',
          instructorId: c.other.user.id,
        }),
        after: null,
      }),
    ]);
    const again = await c.admin.agent.delete(`/api/admin/courses/${course.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('COURSE_NOT_FOUND');
  });

  it('keeps a course with an enrolment or a payment: 409, nothing deleted, no audit line', async () => {
    const course = await insertCourse(t.db, { instructorId: c.other.user.id });
    await insertEnrollment(t.db, c.outsider.user.id, course.id);
    const payment = await createPaymentRequest(t.db, {
      userId: c.outsider.user.id,
      courseId: course.id,
      status: 'confirmed',
    });
    const res = await c.admin.agent.delete(`/api/admin/courses/${course.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('COURSE_HAS_LEARNERS');
    expect(await t.db.$count(courses, eq(courses.id, course.id))).toBe(1);
    expect(await t.db.$count(enrollments, eq(enrollments.courseId, course.id))).toBe(1);
    expect(await t.db.$count(payments, eq(payments.id, payment.id))).toBe(1);
    expect(await t.db.$count(auditLog, eq(auditLog.entityId, course.id))).toBe(0);
  });

  it('lets an admin edit another instructor’s course and add a lesson to it', async () => {
    const course = c.course;
    const edit = await c.admin.agent.patch(`/api/courses/${course.id}`, { title: 'Titre revu' });
    expect(edit.statusCode).toBe(200);
    const lesson = await c.admin.agent.post('/api/lessons', {
      courseId: course.id,
      title: 'Leçon de l’admin',
      content: 'Contenu',
      order: 9,
    });
    expect(lesson.statusCode).toBe(201);
    expect(
      await t.db.$count(
        lessons,
        and(eq(lessons.courseId, course.id), eq(lessons.title, 'Leçon de l’admin')),
      ),
    ).toBe(1);
  });
});
