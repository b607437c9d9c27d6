import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { paymentMessages as m } from '../../src/contract/payments.ts';
import { phoneMessages } from '../../src/contract/phone.ts';
import { uploadMessages } from '../../src/contract/objects.ts';
import {
  enrollments,
  notifications,
  payments,
  type CourseRow,
} from '../../src/server/db/schema/index.ts';
import { cast, expectAccess, type Cast, type Signed } from '../helpers/access.ts';
import {
  sweepUnusedFiles,
  upload as uploadWith,
  uploadImage as uploadImageWith,
} from '../helpers/uploads.ts';
import { createTestApp, type Agent, type TestApp } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import { insertCourse, insertEnrollment, paymentFor, signedInUser } from '../helpers/factories.ts';

let t: TestApp;
let c: Cast;
/** A published course at 25 000 FC, payable by M-Pesa and Airtel Money (not Orange). */
let paid: CourseRow;

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const MOBILE_MONEY = {
  mpesa: '+243 81 000 0001',
  airtel: '+243 99 000 0001',
  instructions: 'Indiquez votre nom en référence.',
};
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300)]);

const upload = (agent: Agent, body: Buffer, type: string) => uploadWith(t, agent, body, type);
const uploadImage = (agent: Agent) => uploadImageWith(t, agent);

const body = (courseId: string, extra: Record<string, unknown> = {}) => ({
  courseId,
  paymentMethod: 'mpesa',
  phoneNumber: '0812345678',
  ...extra,
});

let txSeq = 0;
const txId = () => `mp${Date.now().toString(36)}.${++txSeq}`;

async function student(): Promise<Signed> {
  return signedInUser(t.app, t.db, 'student');
}

async function pendingRequest(course = paid) {
  const buyer = await student();
  const res = await buyer.agent.post('/api/payment-requests', body(course.id));
  expect(res.statusCode).toBe(201);
  return { buyer, request: res.json() as { id: string } };
}

beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t, { course: { price: 25000, mobileMoneyInfo: MOBILE_MONEY } });
  paid = c.course;
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/payment-requests', () => {
  it('is for students only', async () => {
    await expectAccess(c, (a) => a.post('/api/payment-requests', body(paid.id)), {
      visitor: 401,
      owner: 403,
      other: 403,
      admin: 403,
    });
  });

  it('records a pending request at the course price, phone stored as +243…, transaction ID trimmed and upper-cased', async () => {
    const buyer = await student();
    const res = await buyer.agent.post(
      '/api/payment-requests',
      body(paid.id, {
        phoneNumber: '+243 81 234 56 78',
        transactionId: '  pp250301.abc  ',
        // Any amount the client sends is ignored: the price is the course's.
        amount: 1,
      }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      courseId: paid.id,
      userId: buyer.user.id,
      amount: 25000,
      paymentMethod: 'mpesa',
      phoneNumber: '+243812345678',
      transactionId: 'PP250301.ABC',
      status: 'pending',
      proofImage: null,
      decidedAt: null,
    });
    const [recorded] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, 'PP250301.ABC'));
    expect(recorded).toMatchObject({
      id: created.id,
      kind: 'course',
      itemId: paid.id,
      buyerId: buyer.user.id,
    });
  });

  it('accepts a request without transaction ID (optional) and records none', async () => {
    const buyer = await student();
    const res = await buyer.agent.post(
      '/api/payment-requests',
      body(paid.id, { transactionId: '   ', paymentMethod: 'airtel' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ transactionId: null, paymentMethod: 'airtel' });
  });

  it("answers the spec's messages for a missing method or a short phone, and the phone rule", async () => {
    const buyer = await student();
    const noMethod = await buyer.agent.post('/api/payment-requests', {
      courseId: paid.id,
      phoneNumber: '0812345678',
    });
    expect(noMethod.statusCode).toBe(400);
    expect(noMethod.json().fields).toMatchObject({ paymentMethod: m.methodRequired });
    const badMethod = await buyer.agent.post(
      '/api/payment-requests',
      body(paid.id, { paymentMethod: 'paypal' }),
    );
    expect(badMethod.json().fields).toMatchObject({ paymentMethod: m.methodRequired });

    for (const phoneNumber of [undefined, '', '081234']) {
      const res = await buyer.agent.post('/api/payment-requests', body(paid.id, { phoneNumber }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toMatchObject({ phoneNumber: m.phoneRequired });
    }
    const notDrc = await buyer.agent.post(
      '/api/payment-requests',
      body(paid.id, { phoneNumber: '+33 6 12 34 56 78' }),
    );
    expect(notDrc.statusCode).toBe(400);
    expect(notDrc.json().fields).toMatchObject({ phoneNumber: phoneMessages.invalid });

    const tooLong = await buyer.agent.post(
      '/api/payment-requests',
      body(paid.id, { transactionId: 'X'.repeat(101) }),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fields).toMatchObject({ transactionId: m.transactionTooLong });
    // Nothing was written.
    const rows = await t.db.select().from(payments).where(eq(payments.buyerId, buyer.user.id));
    expect(rows).toEqual([]);
  });

  it('refuses what cannot be bought, each with a clear code', async () => {
    const buyer = await student();
    const free = await insertCourse(t.db, { instructorId: c.owner.user.id, price: 0 });
    const draft = await insertCourse(t.db, {
      instructorId: c.owner.user.id,
      price: 10000,
      status: 'draft',
      mobileMoneyInfo: MOBILE_MONEY,
    });
    const noNumbers = await insertCourse(t.db, {
      instructorId: c.owner.user.id,
      price: 10000,
      mobileMoneyInfo: { instructions: 'Payez au bureau.' },
    });
    const ownCourse = await insertCourse(t.db, {
      instructorId: buyer.user.id,
      price: 10000,
      mobileMoneyInfo: MOBILE_MONEY,
    });
    const post = (courseId: string, extra?: Record<string, unknown>) =>
      buyer.agent.post('/api/payment-requests', body(courseId, extra));
    const expectCode = async (
      res: Awaited<ReturnType<typeof post>>,
      status: number,
      code: string,
    ) => {
      expect({ status: res.statusCode, code: res.json().code }).toEqual({ status, code });
    };

    await expectCode(await post(UNKNOWN), 404, 'COURSE_NOT_FOUND');
    await expectCode(await post(free.id), 409, 'PAYMENT_COURSE_FREE');
    // A draft does not exist for a student.
    await expectCode(await post(draft.id), 404, 'COURSE_NOT_FOUND');
    await expectCode(await post(ownCourse.id), 403, 'PAYMENT_OWN_COURSE');
    await expectCode(await post(noNumbers.id), 400, 'PAYMENT_METHOD_UNAVAILABLE');
    const orange = await post(paid.id, { paymentMethod: 'orange' });
    await expectCode(orange, 400, 'PAYMENT_METHOD_UNAVAILABLE');
    expect(orange.json().fields).toEqual({ paymentMethod: m.methodUnavailable });
    // The cast's student is already enrolled.
    const enrolled = await c.student.agent.post('/api/payment-requests', body(paid.id));
    await expectCode(enrolled, 409, 'PAYMENT_ALREADY_ENROLLED');
    expect(enrolled.json().message).toBe(m.alreadyEnrolled);

    // A payment already confirmed (enrolment since removed): no second purchase.
    const confirmedBuyer = await student();
    await paymentFor(t.db, confirmedBuyer.user.id, paid.id, 'confirmed');
    await expectCode(
      await confirmedBuyer.agent.post('/api/payment-requests', body(paid.id)),
      409,
      'PAYMENT_ALREADY_CONFIRMED',
    );

    const rows = await t.db.select().from(payments).where(eq(payments.buyerId, buyer.user.id));
    expect(rows).toEqual([]);
  });

  it('allows one pending request per student and course (409), and a new one after a rejection', async () => {
    const { buyer, request } = await pendingRequest();
    const second = await buyer.agent.post('/api/payment-requests', body(paid.id));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'PAYMENT_ALREADY_PENDING',
      message: m.alreadyPending,
    });
    const rejected = await c.owner.agent.patch(`/api/instructor/payment-requests/${request.id}`, {
      status: 'rejected',
    });
    expect(rejected.statusCode).toBe(200);
    const again = await buyer.agent.post('/api/payment-requests', body(paid.id));
    expect(again.statusCode).toBe(201);
  });

  it('refuses a transaction ID already given (any case, any spacing), and writes nothing', async () => {
    const id = txId();
    const first = await student();
    expect(
      (await first.agent.post('/api/payment-requests', body(paid.id, { transactionId: id })))
        .statusCode,
    ).toBe(201);
    const second = await student();
    const reused = await second.agent.post(
      '/api/payment-requests',
      body(paid.id, { transactionId: ` ${id.toUpperCase()} ` }),
    );
    expect(reused.statusCode).toBe(409);
    expect(reused.json()).toMatchObject({
      code: 'TRANSACTION_ID_USED',
      message: m.transactionUsed,
      fields: { transactionId: m.transactionUsed },
    });
    // The request was rolled back with the transaction ID: the student may try again.
    const rows = await t.db.select().from(payments).where(eq(payments.buyerId, second.user.id));
    expect(rows).toEqual([]);
    const retry = await second.agent.post('/api/payment-requests', body(paid.id));
    expect(retry.statusCode).toBe(201);
  });
});

describe('concurrent declarations', () => {
  raceIt(
    'one student sending the same request 5 times at once gets one pending request',
    async () => {
      const buyer = await student();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => buyer.agent.post('/api/payment-requests', body(paid.id))),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
      const rows = await t.db.select().from(payments).where(eq(payments.buyerId, buyer.user.id));
      expect(rows).toHaveLength(1);
    },
  );

  raceIt('5 students giving the same transaction ID at once: one request is kept', async () => {
    const id = txId();
    const buyers = await Promise.all(Array.from({ length: 5 }, () => student()));
    const answers = await Promise.all(
      buyers.map((b) =>
        b.agent.post('/api/payment-requests', body(paid.id, { transactionId: id })),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await t.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, id.toUpperCase()));
    expect(rows).toHaveLength(1);
  });
});

describe('the screenshot of the payment', () => {
  it('lets a student upload an image (never another kind of file) and attach it to the request', async () => {
    const buyer = await student();
    const { put } = await upload(buyer.agent, pdf(), 'application/pdf');
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({
      code: 'UPLOAD_FORBIDDEN',
      message: uploadMessages.imagesOnly,
    });

    const proofImage = await uploadImage(buyer.agent);
    const res = await buyer.agent.post('/api/payment-requests', body(paid.id, { proofImage }));
    expect(res.statusCode).toBe(201);
    expect(res.json().proofImage).toBe(proofImage);
  });

  it("refuses a path that is not an image, an unknown file, and someone else's image", async () => {
    const buyer = await student();
    const other = await student();
    const othersImage = await uploadImage(other.agent);
    const cases: [unknown, number, string][] = [
      ['/objects/uploads/abc.pdf', 400, 'VALIDATION_ERROR'],
      ['https://exemple.cd/capture.png', 400, 'VALIDATION_ERROR'],
      [`/objects/uploads/${UNKNOWN}.png`, 400, 'PAYMENT_PROOF_INVALID'],
      [othersImage, 403, 'PAYMENT_PROOF_NOT_YOURS'],
    ];
    for (const [proofImage, status, code] of cases) {
      const res = await buyer.agent.post('/api/payment-requests', body(paid.id, { proofImage }));
      expect({ proofImage, status: res.statusCode, code: res.json().code }).toEqual({
        proofImage,
        status,
        code,
      });
      expect(res.json().fields.proofImage).toBeTruthy();
    }
    const unfinished = await buyer.agent.post('/api/objects/upload');
    const id = (unfinished.json().uploadURL as string).split('/').pop();
    const res = await buyer.agent.post(
      '/api/payment-requests',
      body(paid.id, { proofImage: `/objects/uploads/${id}.png` }),
    );
    expect(res.json().code).toBe('PAYMENT_PROOF_INVALID');
  });

  it('is readable by the buyer, the course instructor and admins only', async () => {
    const buyer = await student();
    const proofImage = await uploadImage(buyer.agent);
    expect(
      (await buyer.agent.post('/api/payment-requests', body(paid.id, { proofImage }))).statusCode,
    ).toBe(201);
    // To anyone else the file does not exist.
    await expectAccess(c, (a) => a.get(proofImage), {
      visitor: 404,
      student: 404,
      outsider: 404,
      other: 404,
      owner: 200,
      admin: 200,
    });
    expect((await buyer.agent.get(proofImage)).statusCode).toBe(200);
  });
});

describe('the sweep of unused uploads', () => {
  it('keeps a screenshot as long as a payment cites it', async () => {
    const buyer = await student();
    const cited = await uploadImage(buyer.agent);
    const unused = await uploadImage(buyer.agent);
    expect(
      (await buyer.agent.post('/api/payment-requests', body(paid.id, { proofImage: cited })))
        .statusCode,
    ).toBe(201);
    const left = await sweepUnusedFiles(t);
    expect(left(cited)).toBe(true);
    expect(left(unused)).toBe(false);
  });
});

describe('GET /api/my-payment-requests', () => {
  it("lists the caller's own requests with their course and status, newest first", async () => {
    await expectAccess(c, (a) => a.get('/api/my-payment-requests'), { visitor: 401, owner: 200 });
    const { buyer, request } = await pendingRequest();
    const other = await insertCourse(t.db, {
      instructorId: c.owner.user.id,
      title: 'Excel pour les comptables',
      price: 8000,
      mobileMoneyInfo: MOBILE_MONEY,
    });
    const second = await buyer.agent.post('/api/payment-requests', body(other.id));
    expect(second.statusCode).toBe(201);
    await c.owner.agent.patch(`/api/instructor/payment-requests/${request.id}`, {
      status: 'confirmed',
    });
    // Someone else's request never shows.
    await pendingRequest();

    const res = await buyer.agent.get('/api/my-payment-requests');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; status: string; course: { title: string } }[];
    expect(list.map((r) => [r.course.title, r.status, r.id])).toEqual([
      ['Excel pour les comptables', 'pending', second.json().id],
      [paid.title, 'confirmed', request.id],
    ]);
  });
});

describe('GET /api/instructor/payment-requests/{courseId}', () => {
  it("is the course instructor's and admins'", async () => {
    await expectAccess(c, (a) => a.get(`/api/instructor/payment-requests/${paid.id}`), {
      visitor: 401,
      student: 403,
      other: 403,
      owner: 200,
      admin: 200,
    });
    const missing = await c.owner.agent.get(`/api/instructor/payment-requests/${UNKNOWN}`);
    expect(missing.json().code).toBe('COURSE_NOT_FOUND');
    expect((await c.owner.agent.get('/api/instructor/payment-requests/abc')).statusCode).toBe(404);
  });

  it('lists the requests with who paid, pending first', async () => {
    const course = await insertCourse(t.db, {
      instructorId: c.owner.user.id,
      price: 12000,
      mobileMoneyInfo: MOBILE_MONEY,
    });
    const a = await pendingRequest(course);
    const b = await pendingRequest(course);
    await c.admin.agent.patch(`/api/instructor/payment-requests/${a.request.id}`, {
      status: 'rejected',
    });
    const res = await c.owner.agent.get(`/api/instructor/payment-requests/${course.id}`);
    const rows = res.json() as { id: string; status: string; user: { name: string } }[];
    expect(rows.map((r) => [r.id, r.status, r.user.name])).toEqual([
      [b.request.id, 'pending', b.buyer.user.name],
      [a.request.id, 'rejected', a.buyer.user.name],
    ]);
    expect(rows[0]).toMatchObject({ amount: 12000, phoneNumber: '+243812345678' });
  });
});

describe('PATCH /api/instructor/payment-requests/{id}', () => {
  it("is the course instructor's and admins'", async () => {
    const { request } = await pendingRequest();
    const url = `/api/instructor/payment-requests/${request.id}`;
    await expectAccess(c, (a) => a.patch(url, { status: 'confirmed' }), {
      visitor: 401,
      student: 403,
      outsider: 403,
      other: 403,
    });
    expect((await c.owner.agent.patch(url, { status: 'pending' })).json().fields).toEqual({
      status: m.statusInvalid,
    });
    const missing = await c.owner.agent.patch(`/api/instructor/payment-requests/${UNKNOWN}`, {
      status: 'confirmed',
    });
    expect(missing.json().code).toBe('PAYMENT_REQUEST_NOT_FOUND');
    const [row] = await t.db.select().from(payments).where(eq(payments.id, request.id));
    expect(row!.status).toBe('pending');
  });

  it('confirms once: enrols the buyer, records who and when, notifies; any second decision is a 409', async () => {
    const { buyer, request } = await pendingRequest();
    const before = Date.now();
    const url = `/api/instructor/payment-requests/${request.id}`;
    const res = await c.owner.agent.patch(url, { status: 'confirmed' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: request.id, status: 'confirmed' });

    const [row] = await t.db.select().from(payments).where(eq(payments.id, request.id));
    expect(row!.decidedById).toBe(c.owner.user.id);
    expect(row!.decidedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const enrolled = await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, buyer.user.id), eq(enrollments.courseId, paid.id)));
    expect(enrolled).toHaveLength(1);
    // The enrolment names the payment whose confirmation made it.
    expect(enrolled[0]!.paymentId).toBe(request.id);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.user.id));
    expect(notes).toEqual([
      expect.objectContaining({
        type: 'payment_confirmed',
        title: m.confirmed,
        link: `/course/${paid.id}/learn`,
      }),
    ]);
    // The buyer can now open the course's lessons.
    expect((await buyer.agent.get(`/api/enrollments/${paid.id}`)).statusCode).toBe(200);

    for (const status of ['confirmed', 'rejected']) {
      const again = await c.admin.agent.patch(url, { status });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'PAYMENT_ALREADY_DECIDED',
        message: m.alreadyDecided,
      });
    }
    const [after] = await t.db.select().from(payments).where(eq(payments.id, request.id));
    expect(after!.decidedById).toBe(c.owner.user.id);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id)),
    ).toHaveLength(1);
  });

  it('rejects once: no enrolment, the buyer is notified, then 409', async () => {
    const { buyer, request } = await pendingRequest();
    const url = `/api/instructor/payment-requests/${request.id}`;
    const res = await c.admin.agent.patch(url, { status: 'rejected' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('rejected');
    const [row] = await t.db.select().from(payments).where(eq(payments.id, request.id));
    expect(row!.decidedById).toBe(c.admin.user.id);
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.userId, buyer.user.id)),
    ).toEqual([]);
    const notes = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyer.user.id));
    expect(notes.map((n) => [n.type, n.title])).toEqual([['payment_rejected', m.rejected]]);
    expect((await c.owner.agent.patch(url, { status: 'confirmed' })).statusCode).toBe(409);
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.userId, buyer.user.id)),
    ).toEqual([]);
  });

  it('confirms an enrolment that already exists without a second one', async () => {
    const { buyer, request } = await pendingRequest();
    await insertEnrollment(t.db, buyer.user.id, paid.id);
    const res = await c.owner.agent.patch(`/api/instructor/payment-requests/${request.id}`, {
      status: 'confirmed',
    });
    expect(res.statusCode).toBe(200);
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.userId, buyer.user.id)),
    ).toHaveLength(1);
  });

  raceIt(
    '10 concurrent confirmations and rejections: exactly one effect, one enrolment, one notification',
    async () => {
      const { buyer, request } = await pendingRequest();
      const url = `/api/instructor/payment-requests/${request.id}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          (i % 2 ? c.admin : c.owner).agent.patch(url, {
            status: i % 3 ? 'confirmed' : 'rejected',
          }),
        ),
      );
      const statuses = answers.map((r) => r.statusCode).sort();
      expect(statuses).toEqual([200, ...Array(9).fill(409)]);
      const winner = answers.find((r) => r.statusCode === 200)!.json().status as string;
      const [row] = await t.db.select().from(payments).where(eq(payments.id, request.id));
      expect(row!.status).toBe(winner);
      const enrolled = await t.db
        .select()
        .from(enrollments)
        .where(eq(enrollments.userId, buyer.user.id));
      expect(enrolled).toHaveLength(winner === 'confirmed' ? 1 : 0);
      expect(
        await t.db.select().from(notifications).where(eq(notifications.userId, buyer.user.id)),
      ).toHaveLength(1);
    },
  );

  raceIt('10 concurrent confirmations: exactly one enrolment', async () => {
    const { buyer, request } = await pendingRequest();
    const url = `/api/instructor/payment-requests/${request.id}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => c.owner.agent.patch(url, { status: 'confirmed' })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(
      await t.db.select().from(enrollments).where(eq(enrollments.userId, buyer.user.id)),
    ).toHaveLength(1);
  });
});

describe('GET /api/instructor/courses', () => {
  it('counts the pending payment requests of each course', async () => {
    const instructor = await signedInUser(t.app, t.db, 'instructor');
    const course = await insertCourse(t.db, {
      instructorId: instructor.user.id,
      price: 5000,
      mobileMoneyInfo: MOBILE_MONEY,
    });
    const freeCourse = await insertCourse(t.db, { instructorId: instructor.user.id, price: 0 });
    await pendingRequest(course);
    await pendingRequest(course);
    const decided = await pendingRequest(course);
    await instructor.agent.patch(`/api/instructor/payment-requests/${decided.request.id}`, {
      status: 'rejected',
    });
    const res = await instructor.agent.get('/api/instructor/courses');
    const byId = new Map(
      (res.json() as { id: string; pendingPayments: number }[]).map((x) => [
        x.id,
        x.pendingPayments,
      ]),
    );
    expect(byId.get(course.id)).toBe(2);
    expect(byId.get(freeCourse.id)).toBe(0);
  });
});
