import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_CDF_PER_USD } from '../../src/contract/currency.ts';
import { liveClassMessages as m } from '../../src/contract/live-classes.ts';
import { paymentMessages } from '../../src/contract/payments.ts';
import { createUsers } from '../../src/server/db/factories/accounts.ts';
import { createPaymentRequest } from '../../src/server/db/factories/commerce.ts';
import { createLiveClass } from '../../src/server/db/factories/live-classes.ts';
import {
  exchangeRates,
  liveClasses,
  liveClassRegistrations,
  notifications,
  payments,
} from '../../src/server/db/schema/index.ts';
import { sweepUnusedFiles, uploadImage as uploadImageWith } from '../helpers/uploads.ts';
import {
  SESSION_COOKIE,
  createSessionService,
} from '../../src/server/modules/auth/session.service.ts';
import { createLiveClassesService } from '../../src/server/modules/live-classes/live-classes.service.ts';
import { createNotificationsService } from '../../src/server/modules/notifications/notifications.service.ts';
import { createPaymentFlow } from '../../src/server/modules/payments/payment-flow.ts';
import type { MailMessage } from '../../src/server/mail/mailer.ts';
import {
  cast,
  expectAccess,
  ownerAndAdminsOnly,
  type Cast,
  type Signed,
} from '../helpers/access.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import { auditLinesOf } from '../helpers/rows.ts';
import { insertCourse, signedInUser } from '../helpers/factories.ts';

let t: TestApp;
let c: Cast;
/** The server's clock: tests move it. */
let clock = new Date();
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const later = (ms: number) => new Date(clock.getTime() + ms);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const MOBILE_MONEY = { mpesa: '+243 81 000 0001', airtel: '+243 99 000 0001' };

let seq = 0;
const meetingUrl = () => `https://meet.jit.si/kelasi-secret-${Date.now().toString(36)}-${++seq}`;

/** A class of the cast's owner (published, free, tomorrow, unlimited unless told). */
function liveClass(values: Partial<Parameters<typeof createLiveClass>[1]> = {}) {
  return createLiveClass(t.db, {
    courseId: c.course.id,
    instructorId: c.owner.user.id,
    title: `Atelier ${++seq}`,
    scheduledAt: later(DAY),
    meetingUrl: meetingUrl(),
    isFree: true,
    price: 0,
    isPublished: true,
    ...values,
  });
}
const paidClass = (values: Partial<Parameters<typeof createLiveClass>[1]> = {}) =>
  liveClass({ isFree: false, price: 5, ...values });

/** The form as the instructor's dialog sends it. */
const input = (extra: Record<string, unknown> = {}) => ({
  courseId: c.course.id,
  title: 'Séance questions-réponses',
  description: 'Apportez vos questions.',
  scheduledAt: later(2 * DAY).toISOString(),
  duration: 90,
  meetingUrl: 'https://meet.jit.si/kelasi-qr',
  isFree: false,
  price: 10,
  maxParticipants: 20,
  isPublished: true,
  ...extra,
});

const proof = (extra: Record<string, unknown> = {}) => ({
  paymentMethod: 'mpesa',
  phoneNumber: '0812345678',
  ...extra,
});

let txSeq = 0;
const txId = () => `LC${Date.now().toString(36)}.${++txSeq}`.toUpperCase();

async function student(): Promise<Signed> {
  return signedInUser(t.app, t.db, 'student');
}

/** Many students signed in at once, without a password hash each (sessions written directly). */
async function manyStudents(count: number): Promise<Agent[]> {
  const sessions = createSessionService(t.db);
  const rows = await createUsers(
    t.db,
    Array.from({ length: count }, (_, i) => ({
      email: `foule.${Date.now().toString(36)}.${i}@exemple.cd`,
      name: `Étudiant ${i}`,
      passwordHash: 'x',
    })),
  );
  return Promise.all(
    rows.map(async (row) => {
      const { token } = await sessions.create(row.id);
      const agent = new Agent(t.app);
      agent.cookies.set(SESSION_COOKIE, token);
      return agent;
    }),
  );
}

const uploadImage = (agent: Agent) => uploadImageWith(t, agent);

const register = (agent: Agent, id: string, body?: Record<string, unknown>) =>
  agent.post(`/api/live-classes/${id}/register`, body);

async function pendingRegistration(classId: string) {
  const buyer = await student();
  const res = await register(buyer.agent, classId, proof());
  expect(res.statusCode).toBe(201);
  return { buyer, registration: res.json() as { id: string } };
}

/** A registration with the payment that holds its seat (null for a free class). */
async function registrationWithPayment(id: string) {
  const [row] = await t.db
    .select({ registration: liveClassRegistrations, payment: payments })
    .from(liveClassRegistrations)
    .leftJoin(payments, eq(payments.id, liveClassRegistrations.paymentId))
    .where(eq(liveClassRegistrations.id, id));
  return row!;
}

async function rate(): Promise<number> {
  const [row] = await t.db
    .select({ cdfPerUsd: exchangeRates.cdfPerUsd })
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.createdAt))
    .limit(1);
  return row?.cdfPerUsd ?? DEFAULT_CDF_PER_USD;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = await cast(t, { course: { mobileMoneyInfo: MOBILE_MONEY } });
});
afterAll(async () => {
  await t?.close();
});

describe('access table of every endpoint', () => {
  it('GET /api/instructor/live-classes: instructors only', async () => {
    await expectAccess(c, (a) => a.get('/api/instructor/live-classes'), {
      visitor: 401,
      student: 403,
      outsider: 403,
      admin: 403,
      other: 200,
      owner: 200,
    });
  });

  it('POST /api/live-classes: instructors, on a course of their own', async () => {
    await expectAccess(c, (a) => a.post('/api/live-classes', input()), {
      visitor: 401,
      student: 403,
      admin: 403,
      other: 403,
      owner: 201,
    });
  });

  it('PUT /api/live-classes/{id}: the class’s instructor and admins', async () => {
    const lc = await liveClass();
    await expectAccess(
      c,
      (a) => a.put(`/api/live-classes/${lc.id}`, input()),
      ownerAndAdminsOnly(200),
    );
  });

  it('DELETE /api/live-classes/{id}: the class’s instructor and admins', async () => {
    await expectAccess(
      c,
      async (a) => a.delete(`/api/live-classes/${(await liveClass()).id}`),
      ownerAndAdminsOnly(204),
    );
  });

  it('GET /api/live-classes/upcoming and /api/my-live-classes: any signed-in user', async () => {
    for (const path of ['/api/live-classes/upcoming', '/api/my-live-classes'])
      await expectAccess(c, (a) => a.get(path), {
        visitor: 401,
        student: 200,
        outsider: 200,
        other: 200,
        owner: 200,
        admin: 200,
      });
  });

  it('POST /api/live-classes/{id}/register: any signed-in user but the class’s instructor', async () => {
    const lc = await liveClass();
    await expectAccess(c, (a) => register(a, lc.id), {
      visitor: 401,
      student: 201,
      outsider: 201,
      other: 201,
      admin: 201,
      owner: 409,
    });
    const own = await register(c.owner.agent, lc.id);
    expect(own.json()).toMatchObject({ code: 'LIVE_CLASS_OWN', message: m.ownClass });
  });

  it('GET /api/live-classes/{id}/calendar.ics: confirmed students, the instructor, admins', async () => {
    const lc = await liveClass();
    expect((await register(c.student.agent, lc.id)).statusCode).toBe(201);
    await expectAccess(c, (a) => a.get(`/api/live-classes/${lc.id}/calendar.ics`), {
      visitor: 401,
      student: 200,
      outsider: 403,
      other: 403,
      owner: 200,
      admin: 200,
    });
    const refused = await c.outsider.agent.get(`/api/live-classes/${lc.id}/calendar.ics`);
    expect(refused.json()).toMatchObject({ code: 'LIVE_CLASS_NOT_REGISTERED' });
    const unknown = await c.owner.agent.get(`/api/live-classes/${UNKNOWN}/calendar.ics`);
    expect(unknown.statusCode).toBe(404);
  });

  it('PATCH /api/instructor/live-class-registrations/{id}: the class’s instructor and admins', async () => {
    const lc = await paidClass();
    await expectAccess(
      c,
      async (a) => {
        const { registration } = await pendingRegistration(lc.id);
        return a.patch(`/api/instructor/live-class-registrations/${registration.id}`, {
          status: 'confirmed',
        });
      },
      { visitor: 401, student: 403, outsider: 403, other: 403, owner: 200, admin: 200 },
    );
  });
});

describe('scheduling a class (instructor)', () => {
  it('answers every validation message of the spec, and creates nothing', async () => {
    const before = await t.db.$count(liveClasses);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ scheduledAt: undefined }, 'scheduledAt', m.dateRequired],
      [{ scheduledAt: '' }, 'scheduledAt', m.dateRequired],
      [{ scheduledAt: 'demain' }, 'scheduledAt', m.dateRequired],
      [{ duration: 0 }, 'duration', m.durationMin],
      [{ duration: 1.5 }, 'duration', m.durationMin],
      [{ duration: 'une heure' }, 'duration', m.durationMin],
      [{ price: -1 }, 'price', m.pricePositive],
      [{ price: 'gratuit' }, 'price', m.pricePositive],
      [{ courseId: '' }, 'courseId', m.courseRequired],
      [{ title: '  ' }, 'title', m.titleRequired],
      [{ maxParticipants: 0 }, 'maxParticipants', m.maxParticipantsInvalid],
      [{ meetingUrl: 'javascript:alert(1)' }, 'meetingUrl', m.meetingUrlInvalid],
      [{ meetingUrl: 'pas un lien' }, 'meetingUrl', m.meetingUrlInvalid],
    ];
    for (const [extra, field, message] of cases) {
      const res = await c.owner.agent.post('/api/live-classes', input(extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().fields?.[field], JSON.stringify(extra)).toBe(message);
    }
    expect(await t.db.$count(liveClasses)).toBe(before);
  });

  it('takes the spec’s defaults: 60 minutes, price 0 (free), unpublished, no limit', async () => {
    const res = await c.owner.agent.post('/api/live-classes', {
      courseId: c.course.id,
      title: 'Sans options',
      scheduledAt: later(DAY).toISOString(),
      maxParticipants: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      duration: 60,
      price: 0,
      priceCdf: 0,
      isFree: true,
      isPublished: false,
      maxParticipants: null,
      meetingUrl: null,
      isPast: false,
      seatsTaken: 0,
      instructorId: c.owner.user.id,
      course: { id: c.course.id, title: c.course.title },
    });
  });

  it('stores a paid class in dollars with its FC amount; a free one costs nothing', async () => {
    const paid = await c.owner.agent.post('/api/live-classes', input({ price: 12.5 }));
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      isFree: false,
      price: 12.5,
      priceCdf: Math.round(12.5 * (await rate())),
      duration: 90,
      maxParticipants: 20,
      meetingUrl: 'https://meet.jit.si/kelasi-qr',
    });
    const free = await c.owner.agent.post('/api/live-classes', input({ isFree: true, price: 12 }));
    expect(free.json()).toMatchObject({ isFree: true, price: 0 });
  });

  it('attaches a class only to one of the instructor’s own courses', async () => {
    const othersCourse = await insertCourse(t.db, { instructorId: c.other.user.id });
    const res = await c.owner.agent.post('/api/live-classes', input({ courseId: othersCourse.id }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'LIVE_CLASS_NOT_OWN_COURSE',
      message: m.notOwnCourse,
      fields: { courseId: m.notOwnCourse },
    });
    const unknown = await c.owner.agent.post('/api/live-classes', input({ courseId: UNKNOWN }));
    expect(unknown.statusCode).toBe(404);
    // An admin editing a class keeps it on a course of the class's instructor.
    const lc = await liveClass();
    const moved = await c.admin.agent.put(
      `/api/live-classes/${lc.id}`,
      input({ courseId: othersCourse.id }),
    );
    expect(moved.statusCode).toBe(403);
  });

  it('edits and deletes; unknown ids are 404', async () => {
    const lc = await liveClass();
    const res = await c.owner.agent.put(
      `/api/live-classes/${lc.id}`,
      input({ title: 'Nouveau titre', isPublished: false }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: lc.id, title: 'Nouveau titre', isPublished: false });
    expect((await c.owner.agent.put(`/api/live-classes/${UNKNOWN}`, input())).statusCode).toBe(404);
    expect((await c.owner.agent.delete(`/api/live-classes/${lc.id}`)).statusCode).toBe(204);
    expect((await c.owner.agent.delete(`/api/live-classes/${lc.id}`)).statusCode).toBe(404);
  });

  it('never lowers the limit below the seats taken', async () => {
    const lc = await liveClass({ maxParticipants: 5 });
    for (const agent of await manyStudents(3))
      expect((await register(agent, lc.id)).statusCode).toBe(201);
    const res = await c.owner.agent.put(
      `/api/live-classes/${lc.id}`,
      input({ maxParticipants: 2, isFree: true }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().fields).toEqual({ maxParticipants: m.seatsTaken });
    const ok = await c.owner.agent.put(
      `/api/live-classes/${lc.id}`,
      input({ maxParticipants: 3, isFree: true }),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('keeps a class with a registration or a payment, whoever asks: 409, nothing deleted', async () => {
    const paid = await paidClass();
    const { registration } = await pendingRegistration(paid.id);
    const free = await liveClass();
    const [student] = await manyStudents(1);
    expect((await register(student!, free.id)).statusCode).toBe(201);
    for (const lc of [paid, free])
      for (const caller of [c.owner, c.admin]) {
        const res = await caller.agent.delete(`/api/live-classes/${lc.id}`);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ code: 'LIVE_CLASS_HAS_PAYMENTS', message: m.hasPayments });
      }
    expect(await t.db.$count(liveClasses, inArray(liveClasses.id, [paid.id, free.id]))).toBe(2);
    expect(
      await t.db.$count(liveClassRegistrations, eq(liveClassRegistrations.id, registration.id)),
    ).toBe(1);
    expect(await t.db.$count(payments, eq(payments.itemId, paid.id))).toBe(1);
  });

  it('writes an audit line when a class is deleted', async () => {
    const lc = await liveClass({ title: 'Classe annulée' });
    expect((await c.admin.agent.delete(`/api/live-classes/${lc.id}`)).statusCode).toBe(204);
    expect(await auditLinesOf(t.db, lc.id)).toEqual([
      expect.objectContaining({
        actorId: c.admin.user.id,
        action: 'live_class.delete',
        entity: 'live_classes',
        before: expect.objectContaining({ title: 'Classe annulée' }),
        after: null,
      }),
    ]);
  });

  it('lists the instructor’s own classes with their registrations, past ones flagged', async () => {
    const instructor = await signedInUser(t.app, t.db, 'instructor');
    const course = await insertCourse(t.db, { instructorId: instructor.user.id });
    const past = await createLiveClass(t.db, {
      courseId: course.id,
      instructorId: instructor.user.id,
      title: 'Passé',
      scheduledAt: later(-DAY),
      meetingUrl: meetingUrl(),
    });
    const soon = await createLiveClass(t.db, {
      courseId: course.id,
      instructorId: instructor.user.id,
      title: 'Bientôt',
      scheduledAt: later(HOUR * 3),
      isPublished: true,
      isFree: true,
    });
    const learner = await student();
    await register(learner.agent, soon.id);
    const res = await instructor.agent.get('/api/instructor/live-classes');
    expect(res.statusCode).toBe(200);
    const list = res.json() as {
      id: string;
      isPast: boolean;
      meetingUrl: string | null;
      registrations: { user: { name: string }; paymentStatus: string }[];
    }[];
    expect(list.map((l) => l.id)).toEqual([soon.id, past.id]);
    expect(list[0]).toMatchObject({
      isPast: false,
      seatsTaken: 1,
      registrations: [{ user: { id: learner.user.id }, paymentStatus: 'confirmed' }],
    });
    expect(list[1]).toMatchObject({ isPast: true, meetingUrl: past.meetingUrl, registrations: [] });
  });
});

describe('registering (students)', () => {
  it('confirms a free class at once; registering twice changes nothing', async () => {
    const lc = await liveClass();
    const learner = await student();
    const first = await register(learner.agent, lc.id);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      liveClassId: lc.id,
      paymentStatus: 'confirmed',
      meetingUrl: lc.meetingUrl,
      amountPaid: null,
      liveClass: { title: lc.title, course: { id: c.course.id } },
    });
    const again = await register(learner.agent, lc.id, proof());
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const rows = await t.db
      .select()
      .from(liveClassRegistrations)
      .where(eq(liveClassRegistrations.liveClassId, lc.id));
    expect(rows).toHaveLength(1);
    const mine = await learner.agent.get('/api/my-live-classes');
    expect(mine.json()).toEqual([expect.objectContaining({ liveClassId: lc.id })]);
  });

  it('refuses unpublished (404), past (409), full (409) and unknown (404) classes', async () => {
    const learner = await student();
    const draft = await liveClass({ isPublished: false });
    const draftRes = await register(learner.agent, draft.id);
    expect(draftRes.statusCode).toBe(404);
    expect(draftRes.json()).toMatchObject({ code: 'LIVE_CLASS_NOT_FOUND', message: m.notFound });
    const past = await liveClass({ scheduledAt: later(-HOUR) });
    const pastRes = await register(learner.agent, past.id);
    expect(pastRes.statusCode).toBe(409);
    expect(pastRes.json()).toMatchObject({ code: 'LIVE_CLASS_PAST', message: m.past });
    const full = await liveClass({ maxParticipants: 1 });
    expect((await register(c.student.agent, full.id)).statusCode).toBe(201);
    const fullRes = await register(learner.agent, full.id);
    expect(fullRes.statusCode).toBe(409);
    expect(fullRes.json()).toMatchObject({ code: 'LIVE_CLASS_FULL', message: m.full });
    expect((await register(learner.agent, UNKNOWN)).statusCode).toBe(404);
    expect((await register(learner.agent, 'pas-un-id')).statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(liveClassRegistrations)
      .where(eq(liveClassRegistrations.userId, learner.user.id));
    expect(rows).toEqual([]);
  });

  raceIt('holds maxParticipants under 30 parallel registrations', async () => {
    const lc = await liveClass({ maxParticipants: 7 });
    const agents = await manyStudents(30);
    const answers = await Promise.all(agents.map((agent) => register(agent, lc.id)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(7);
    expect(statuses.filter((s) => s === 409)).toHaveLength(23);
    for (const res of answers.filter((r) => r.statusCode === 409))
      expect(res.json().code).toBe('LIVE_CLASS_FULL');
    expect(
      await t.db.$count(liveClassRegistrations, eq(liveClassRegistrations.liveClassId, lc.id)),
    ).toBe(7);
  });

  it('a pending paid registration holds its seat; a rejected one frees it', async () => {
    const lc = await paidClass({ maxParticipants: 1 });
    const { registration } = await pendingRegistration(lc.id);
    const late = await student();
    expect((await register(late.agent, lc.id, proof())).statusCode).toBe(409);
    await c.owner.agent.patch(`/api/instructor/live-class-registrations/${registration.id}`, {
      status: 'rejected',
    });
    expect((await register(late.agent, lc.id, proof())).statusCode).toBe(201);
  });
});

describe('paid classes: the mobile-money proof', () => {
  it('asks for the method and the phone with the course payment’s messages', async () => {
    const lc = await paidClass();
    const learner = await student();
    const empty = await register(learner.agent, lc.id);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual({
      paymentMethod: paymentMessages.methodRequired,
      phoneNumber: paymentMessages.phoneRequired,
    });
    const shortPhone = await register(learner.agent, lc.id, proof({ phoneNumber: '0812' }));
    expect(shortPhone.json().fields).toEqual({ phoneNumber: paymentMessages.phoneRequired });
    const badMethod = await register(learner.agent, lc.id, proof({ paymentMethod: 'cash' }));
    expect(badMethod.json().fields).toEqual({ paymentMethod: paymentMessages.methodRequired });
    const notOffered = await register(learner.agent, lc.id, proof({ paymentMethod: 'orange' }));
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' });
    expect(
      await t.db.$count(liveClassRegistrations, eq(liveClassRegistrations.liveClassId, lc.id)),
    ).toBe(0);
  });

  it('records a pending registration at the class price, in $ and FC; twice is the same', async () => {
    const lc = await paidClass({ price: 7.5 });
    const learner = await student();
    const transactionId = txId();
    const res = await register(
      learner.agent,
      lc.id,
      proof({
        phoneNumber: '+243 81 234 56 78',
        transactionId: ` ${transactionId.toLowerCase()} `,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      paymentStatus: 'pending',
      amountPaid: 7.5,
      amountAskedCdf: Math.round(7.5 * (await rate())),
      meetingUrl: null,
    });
    const { registration: row, payment } = await registrationWithPayment(res.json().id);
    expect(row).toMatchObject({ paymentStatus: 'pending', userId: learner.user.id });
    expect(payment).toMatchObject({
      kind: 'live_class',
      itemId: lc.id,
      buyerId: learner.user.id,
      status: 'pending',
      amountUsd: 7.5,
      amount: Math.round(7.5 * (await rate())),
      phoneNumber: '+243812345678',
      transactionId,
      paymentMethod: 'mpesa',
      decidedById: null,
    });
    const [recorded] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, transactionId));
    expect(recorded).toMatchObject({ kind: 'live_class', id: row.paymentId });
    const again = await register(learner.agent, lc.id, proof({ transactionId: txId() }));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ id: row.id, paymentStatus: 'pending' });
    // Registering twice made no second payment.
    expect(
      await t.db.$count(
        payments,
        and(eq(payments.buyerId, learner.user.id), eq(payments.itemId, lc.id)),
      ),
    ).toBe(1);
  });

  it('refuses a transaction ID given before (409), for a class or a course payment', async () => {
    const lc = await paidClass();
    const used = txId();
    const first = await register((await student()).agent, lc.id, proof({ transactionId: used }));
    expect(first.statusCode).toBe(201);
    const res = await register((await student()).agent, lc.id, proof({ transactionId: used }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'TRANSACTION_ID_USED',
      fields: { transactionId: paymentMessages.transactionUsed },
    });
    await createPaymentRequest(t.db, {
      userId: c.outsider.user.id,
      courseId: c.course.id,
      transactionId: 'COURSE.PAID.1',
    });
    const reused = await register(
      (await student()).agent,
      lc.id,
      proof({ transactionId: 'course.paid.1' }),
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json().code).toBe('TRANSACTION_ID_USED');
  });

  it('takes the payer’s own screenshot, refuses someone else’s (403); the instructor sees it', async () => {
    const lc = await paidClass();
    const payer = await student();
    const thief = await student();
    const image = await uploadImage(payer.agent);
    const stolen = await register(thief.agent, lc.id, proof({ proofImage: image }));
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json()).toMatchObject({ code: 'PAYMENT_PROOF_NOT_YOURS' });
    const res = await register(payer.agent, lc.id, proof({ proofImage: image }));
    expect(res.statusCode).toBe(201);
    const list = await c.owner.agent.get('/api/instructor/live-classes');
    const mine = (list.json() as { id: string; registrations: { proofImage: string }[] }[]).find(
      (l) => l.id === lc.id,
    );
    expect(mine?.registrations[0]?.proofImage).toBe(image);
    // As a course payment's screenshot: its payer, the class's instructor and admins only.
    await expectAccess(c, (a) => a.get(image), {
      visitor: 404,
      student: 404,
      other: 404,
      owner: 200,
      admin: 200,
    });
    expect((await thief.agent.get(image)).statusCode).toBe(404);
    expect((await payer.agent.get(image)).statusCode).toBe(200);
  });

  it('keeps a screenshot as long as a registration cites it', async () => {
    const lc = await paidClass();
    const payer = await student();
    const cited = await uploadImage(payer.agent);
    const unused = await uploadImage(payer.agent);
    expect((await register(payer.agent, lc.id, proof({ proofImage: cited }))).statusCode).toBe(201);
    const left = await sweepUnusedFiles(t);
    expect(left(cited)).toBe(true);
    expect(left(unused)).toBe(false);
  });

  it('pending → confirmed, once, with its trace; the student is notified', async () => {
    const lc = await paidClass();
    const { buyer, registration } = await pendingRegistration(lc.id);
    const path = `/api/instructor/live-class-registrations/${registration.id}`;
    const res = await c.owner.agent.patch(path, { status: 'confirmed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ paymentStatus: 'confirmed', user: { id: buyer.user.id } });
    const { registration: row, payment } = await registrationWithPayment(registration.id);
    expect(row.paymentStatus).toBe('confirmed');
    expect(payment).toMatchObject({
      status: 'confirmed',
      decidedById: c.owner.user.id,
      decidedAt: clock,
      decidedVia: 'person',
    });
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.user.id));
    expect(notice).toMatchObject({ type: 'payment_confirmed', link: '/live-classes' });
    for (const status of ['confirmed', 'rejected']) {
      const again = await c.owner.agent.patch(path, { status });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ code: 'PAYMENT_ALREADY_DECIDED' });
    }
  });

  it('pending → rejected, once; the student may register again with a new proof', async () => {
    const lc = await paidClass();
    const { buyer, registration } = await pendingRegistration(lc.id);
    const rejectedPaymentId = (await registrationWithPayment(registration.id)).payment!.id;
    const path = `/api/instructor/live-class-registrations/${registration.id}`;
    expect((await c.admin.agent.patch(path, { status: 'rejected' })).statusCode).toBe(200);
    for (const status of ['confirmed', 'rejected'])
      expect((await c.owner.agent.patch(path, { status })).statusCode).toBe(409);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.user.id));
    expect(notice).toMatchObject({ type: 'payment_rejected' });
    const again = await register(buyer.agent, lc.id, proof({ transactionId: txId() }));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ id: registration.id, paymentStatus: 'pending' });
    // The same seat, held by a new payment waiting for a decision; the rejected one stays.
    const { registration: row, payment } = await registrationWithPayment(registration.id);
    expect(row.paymentStatus).toBe('pending');
    expect(row.paymentId).not.toBe(rejectedPaymentId);
    expect(payment).toMatchObject({ status: 'pending', decidedById: null, decidedAt: null });
    const [rejected] = await t.db.select().from(payments).where(eq(payments.id, rejectedPaymentId));
    expect(rejected).toMatchObject({ status: 'rejected', decidedById: c.admin.user.id });
  });

  it('refuses other decisions: a free registration (409), a bad status (400), unknown (404)', async () => {
    const lc = await liveClass();
    const free = await register((await student()).agent, lc.id);
    const res = await c.owner.agent.patch(
      `/api/instructor/live-class-registrations/${free.json().id}`,
      { status: 'rejected' },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LIVE_CLASS_NOT_PAID' });
    const paid = await paidClass();
    const { registration } = await pendingRegistration(paid.id);
    const path = `/api/instructor/live-class-registrations/${registration.id}`;
    const bad = await c.owner.agent.patch(path, { status: 'pending' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: m.statusInvalid });
    expect(
      (
        await c.owner.agent.patch(`/api/instructor/live-class-registrations/${UNKNOWN}`, {
          status: 'confirmed',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the meeting link', () => {
  it('reaches only the instructor, admins and confirmed students', async () => {
    const free = await liveClass();
    const paid = await paidClass();
    const links = [free.meetingUrl!, paid.meetingUrl!];
    const absent = (body: string) => {
      for (const link of links) expect(body).not.toContain(link);
    };
    // Nobody registered yet: no student answer carries a link.
    for (const who of [c.student, c.outsider, c.other]) {
      absent((await who.agent.get('/api/live-classes/upcoming')).body);
      absent((await who.agent.get('/api/my-live-classes')).body);
    }
    // Pending: the register answer, the list and "mine" still hold no link.
    const { buyer, registration } = await pendingRegistration(paid.id);
    absent((await register(buyer.agent, paid.id, proof())).body);
    absent((await buyer.agent.get('/api/my-live-classes')).body);
    absent((await buyer.agent.get('/api/live-classes/upcoming')).body);
    expect((await buyer.agent.get(`/api/live-classes/${paid.id}/calendar.ics`)).statusCode).toBe(
      403,
    );
    // The instructor sees both links.
    const list = (await c.owner.agent.get('/api/instructor/live-classes')).body;
    for (const link of links) expect(list).toContain(link);
    // Confirmed: the student gets the link, and only for the class confirmed.
    await c.owner.agent.patch(`/api/instructor/live-class-registrations/${registration.id}`, {
      status: 'confirmed',
    });
    const mine = (await buyer.agent.get('/api/my-live-classes')).json();
    expect(mine).toEqual([
      expect.objectContaining({ liveClassId: paid.id, meetingUrl: paid.meetingUrl }),
    ]);
    absent((await buyer.agent.get('/api/live-classes/upcoming')).body);
    const freeAnswer = await register(c.outsider.agent, free.id);
    expect(freeAnswer.json().meetingUrl).toBe(free.meetingUrl);
  });

  it('upcoming lists published classes to come, with seats left and where to pay', async () => {
    const lc = await paidClass({ maxParticipants: 10, price: 3, scheduledAt: later(HOUR / 2) });
    const draft = await liveClass({ isPublished: false });
    const past = await liveClass({ scheduledAt: later(-1000) });
    await pendingRegistration(lc.id);
    const res = await c.outsider.agent.get('/api/live-classes/upcoming');
    const list = res.json() as { id: string }[];
    const ids = list.map((l) => l.id);
    expect(ids).toContain(lc.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(past.id);
    expect(list.find((l) => l.id === lc.id)).toEqual({
      id: lc.id,
      title: lc.title,
      description: null,
      scheduledAt: lc.scheduledAt.toISOString(),
      duration: 60,
      isFree: false,
      price: 3,
      priceCdf: Math.round(3 * (await rate())),
      maxParticipants: 10,
      seatsLeft: 9,
      course: { id: c.course.id, title: c.course.title },
      instructor: { name: c.owner.user.name },
      payTo: MOBILE_MONEY,
    });
  });
});

describe('Ajouter à mon agenda (.ics)', () => {
  it('is a correct iCalendar file with the class, its time and its link', async () => {
    const lc = await liveClass({
      title: 'Excel, pas à pas; niveau 1',
      description: 'Ligne 1\nLigne 2',
      duration: 90,
      scheduledAt: new Date('2030-03-01T16:00:00.000Z'),
    });
    expect((await register(c.student.agent, lc.id)).statusCode).toBe(201);
    const res = await c.student.agent.get(`/api/live-classes/${lc.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('.ics');
    const text = res.body;
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = text.replace(/\r\n /g, '').split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain(`UID:${lc.id}@kelasi`);
    expect(lines).toContain('DTSTART:20300301T160000Z');
    expect(lines).toContain('DTEND:20300301T173000Z');
    expect(lines).toContain('SUMMARY:Cours en direct : Excel\\, pas à pas\\; niveau 1');
    expect(lines).toContain(`URL:${lc.meetingUrl}`);
    expect(lines.some((l) => l.startsWith('DESCRIPTION:') && l.includes('Ligne 1\\nLigne 2'))).toBe(
      true,
    );
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    for (const line of text.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
  });
});

describe('the iCalendar writer', () => {
  it('folds long lines at 75 octets without splitting a character', async () => {
    const description = 'Révisions générales, exercices corrigés ; ' + 'é'.repeat(120);
    const lc = await liveClass({ description });
    const res = await c.owner.agent.get(`/api/live-classes/${lc.id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    for (const line of res.body.split('\r\n'))
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(res.body).not.toContain('\uFFFD');
    const unfolded = res.body.replace(/\r\n /g, '').split('\r\n');
    const line = unfolded.find((l) => l.startsWith('DESCRIPTION:') && l.includes('Révisions'));
    expect(line).toContain('Révisions générales\\, exercices corrigés \\; ' + 'é'.repeat(120));
  });
});

describe('the reminder an hour before', () => {
  raceIt('is sent once to confirmed students, not to pending or unregistered ones', async () => {
    const sent: MailMessage[] = [];
    const notifier = createNotificationsService({
      db: t.db,
      mailer: { send: async (mail) => void sent.push(mail) },
      publicUrl: 'http://kelasi.test',
      onMailError: () => undefined,
    });
    const service = createLiveClassesService(t.db, {
      notifications: notifier,
      flow: createPaymentFlow(t.db, {
        notifications: notifier,
        assertOwnProof: async () => '',
        now: () => clock,
      }),
      now: () => clock,
    });
    /** Reminders the runs announced: each one's mail goes after its commit, so it is waited for. */
    let announced = 0;
    const remind = async () => {
      const count = await service.sendReminders();
      announced += count;
      return count;
    };
    const mailsTo = async (email: string) => {
      await expect.poll(() => sent.length).toBe(announced);
      return sent.filter((mail) => mail.to === email);
    };
    const start = clock;
    try {
      const lc = await paidClass({ scheduledAt: later(90 * 60 * 1000) });
      const confirmed = [await pendingRegistration(lc.id), await pendingRegistration(lc.id)];
      for (const { registration } of confirmed) {
        const res = await c.owner.agent.patch(
          `/api/instructor/live-class-registrations/${registration.id}`,
          { status: 'confirmed' },
        );
        expect(res.statusCode).toBe(200);
      }
      const pending = await pendingRegistration(lc.id);
      const soonOf = (userId: string) =>
        t.db.$count(
          notifications,
          and(eq(notifications.userId, userId), eq(notifications.type, 'live_class_soon')),
        );

      // An hour and a half before: not yet.
      await remind();
      for (const { buyer } of confirmed) {
        expect(await mailsTo(buyer.user.email)).toEqual([]);
        expect(await soonOf(buyer.user.id)).toBe(0);
      }

      // 59 minutes before: once, whoever runs the reminders how many times.
      clock = new Date(lc.scheduledAt.getTime() - 59 * 60 * 1000);
      await Promise.all([remind(), remind()]);
      for (const { buyer } of confirmed) {
        const mails = await mailsTo(buyer.user.email);
        expect(mails).toHaveLength(1);
        expect(mails[0]!.subject).toBe(m.reminderTitle);
        expect(mails[0]!.text).toContain(`« ${lc.title} » commence dans 59 minutes`);
        expect(mails[0]!.text).toContain('http://kelasi.test/live-classes');
      }
      // A later run finds nothing left to send.
      expect(await remind()).toBe(0);
      for (const { buyer } of confirmed) expect(await mailsTo(buyer.user.email)).toHaveLength(1);
      expect(await mailsTo(pending.buyer.user.email)).toEqual([]);
      expect(await mailsTo(c.student.user.email)).toEqual([]);

      for (const { buyer, registration } of confirmed) {
        expect(await soonOf(buyer.user.id)).toBe(1);
        const [notice] = await t.db
          .select()
          .from(notifications)
          .where(
            and(eq(notifications.userId, buyer.user.id), eq(notifications.type, 'live_class_soon')),
          );
        expect(notice).toMatchObject({ title: m.reminderTitle, link: '/live-classes' });
        expect(notice!.message).toContain(lc.title);
        expect(notice!.message).toContain('59 minutes');
        const [row] = await t.db
          .select()
          .from(liveClassRegistrations)
          .where(eq(liveClassRegistrations.id, registration.id));
        expect(row?.remindedAt).toEqual(clock);
      }
      expect(await soonOf(pending.buyer.user.id)).toBe(0);
      expect(await soonOf(c.student.user.id)).toBe(0);
    } finally {
      clock = start;
    }
  });
});
