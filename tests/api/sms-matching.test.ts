/**
 * Payments confirmed by the operator's SMS the receiving phone forwards
 * (docs/decisions/0014-sms-matching.md): what matches, what never does, review mode, an admin's
 * reversal, and an SMS attached by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createPackage } from '../../src/server/db/factories/commerce.ts';
import {
  auditLog,
  enrollments,
  notifications,
  packagePurchases,
  payments,
  smsMessages,
} from '../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import { insertCourse, signedInUser } from '../helpers/factories.ts';

let t: TestApp;
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let admin: Signed;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t.app, t.db, 'admin');
});
afterAll(async () => {
  await t?.close();
});

let seq = 0;
/** A receiving number no other test uses. */
const freshNumber = () => `+24381${String(2000000 + (seq += 1)).padStart(7, '0')}`;
/** A transaction ID no other test uses, shaped like M-Pesa's. */
const freshId = () => `ABC${String(100000 + (seq += 1))}X`;

/** The M-Pesa sample of the issue, with this test's ID, amount and payer. */
const mpesaSms = (transactionId: string, amount = 25_000, payer = '243812345678') =>
  `${transactionId} Confirmé. Vous avez reçu ${amount}.00 CDF de JEAN MUKENDI ${payer} le 25/11/26 à 14:32. Nouveau solde M-Pesa: 130000.00 CDF.`;

/** A receiving phone of `owner`, and its forwarding address's path. */
async function receivingPhone(owner: Signed, number: string, autoConfirm = true) {
  const res = await owner.agent.post('/api/receiving-phones', {
    operator: 'mpesa',
    phoneNumber: number,
    autoConfirm,
  });
  expect(res.statusCode).toBe(201);
  const { id, forwardingUrl } = res.json() as { id: string; forwardingUrl: string };
  return { id, inbox: new URL(forwardingUrl).pathname };
}

const forward = (inbox: string, text: string, from = 'M-PESA', receivedAt = new Date()) =>
  t.app.inject({
    method: 'POST',
    url: inbox,
    payload: { from, text, receivedAt: receivedAt.toISOString() },
  });

/** An instructor selling a course paid to `number`, with their receiving phone for it. */
async function seller(opts: { autoConfirm?: boolean; price?: number } = {}) {
  const instructor = await signedInUser(t.app, t.db, 'instructor');
  const number = freshNumber();
  const course = await insertCourse(t.db, {
    instructorId: instructor.user.id,
    price: opts.price ?? 25_000,
    mobileMoneyInfo: { mpesa: number },
  });
  const phone = await receivingPhone(instructor, number, opts.autoConfirm ?? true);
  return { instructor, number, course, phone };
}

const pay = (buyer: Signed, courseId: string, body: Record<string, unknown> = {}) =>
  buyer.agent.post('/api/payment-requests', {
    courseId,
    paymentMethod: 'mpesa',
    phoneNumber: '0812345678',
    ...body,
  });

const paymentOf = async (buyerId: string) => {
  const [row] = await t.db.select().from(payments).where(eq(payments.buyerId, buyerId));
  return row!;
};
const enrolled = async (userId: string, courseId: string) =>
  (
    await t.db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
  ).length;

describe('a forwarded SMS confirms the payment it proves', () => {
  it('request first, then the SMS: confirmed by the SMS, enrolled, audited, told', async () => {
    const { course, phone, instructor } = await seller();
    const buyer = await signedInUser(t.app, t.db, 'student');
    const transactionId = freshId();
    expect((await pay(buyer, course.id, { transactionId })).statusCode).toBe(201);
    const res = await forward(phone.inbox, mpesaSms(transactionId));
    expect(res.statusCode).toBe(202);
    const payment = await paymentOf(buyer.user.id);
    expect(payment).toMatchObject({
      status: 'confirmed',
      decidedVia: 'sms',
      decidedById: instructor.user.id,
    });
    expect(payment.smsId).toBe((res.json() as { id: string }).id);
    expect(await enrolled(buyer.user.id, course.id)).toBe(1);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payments'), eq(auditLog.entityId, payment.id)));
    expect(line!.after).toMatchObject({ status: 'confirmed', via: 'sms', smsId: payment.smsId });
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, buyer.user.id), eq(notifications.type, 'payment_confirmed')),
      );
    expect(told).toHaveLength(1);
  });

  it('SMS first (people pay, then fill in the form): the request confirms at once', async () => {
    const { course, phone } = await seller();
    const buyer = await signedInUser(t.app, t.db, 'student');
    const transactionId = freshId();
    expect((await forward(phone.inbox, mpesaSms(transactionId))).statusCode).toBe(202);
    const res = await pay(buyer, course.id, { transactionId: transactionId.toLowerCase() });
    expect(res.statusCode).toBe(201);
    expect((await paymentOf(buyer.user.id)).status).toBe('confirmed');
    expect(await enrolled(buyer.user.id, course.id)).toBe(1);
  });

  raceIt('the same SMS sent twice, even at once, confirms once', async () => {
    const { course, phone } = await seller();
    const buyer = await signedInUser(t.app, t.db, 'student');
    const transactionId = freshId();
    await pay(buyer, course.id, { transactionId });
    const at = new Date();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => forward(phone.inbox, mpesaSms(transactionId), 'M-PESA', at)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([202, 202, 202, 202]);
    const stored = await t.db.select().from(smsMessages).where(eq(smsMessages.phoneId, phone.id));
    expect(stored).toHaveLength(1);
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, (await paymentOf(buyer.user.id)).id));
    expect(lines).toHaveLength(1);
    expect(await enrolled(buyer.user.id, course.id)).toBe(1);
  });

  it('without a transaction ID: the payer and the amount, when exactly one request fits', async () => {
    const { course, phone } = await seller();
    const buyer = await signedInUser(t.app, t.db, 'student');
    await pay(buyer, course.id, { phoneNumber: '0823456789' });
    await forward(phone.inbox, mpesaSms(freshId(), 25_000, '243823456789'));
    const payment = await paymentOf(buyer.user.id);
    expect(payment).toMatchObject({ status: 'confirmed', decidedVia: 'sms' });
    // The SMS's ID is now the payment's: nobody can give it again.
    expect(payment.transactionId).toMatch(/^ABC/);
  });

  it('without a transaction ID, two requests that fit the same SMS: neither is confirmed', async () => {
    const instructor = await signedInUser(t.app, t.db, 'instructor');
    const number = freshNumber();
    const phone = await receivingPhone(instructor, number);
    const courses = await Promise.all(
      [1, 2].map(() =>
        insertCourse(t.db, {
          instructorId: instructor.user.id,
          price: 20_000,
          mobileMoneyInfo: { mpesa: number },
        }),
      ),
    );
    const buyer = await signedInUser(t.app, t.db, 'student');
    for (const course of courses) await pay(buyer, course.id, { phoneNumber: '0834567890' });
    await forward(phone.inbox, mpesaSms(freshId(), 25_000, '243834567890'));
    const rows = await t.db.select().from(payments).where(eq(payments.buyerId, buyer.user.id));
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
  });
});

/** A student buys `pkg` by M-Pesa, then `inbox` receives the operator's SMS for it. */
async function buyPackage(pkg: { id: string; price: number }, inbox: string) {
  const buyer = await signedInUser(t.app, t.db, 'student');
  const transactionId = freshId();
  await buyer.agent.post('/api/package-purchases', {
    packageId: pkg.id,
    paymentMethod: 'mpesa',
    phoneNumber: '0812345678',
    transactionId,
  });
  await forward(inbox, mpesaSms(transactionId, pkg.price));
  return buyer;
}

describe('what never confirms anything', () => {
  const cases: [string, (s: Awaited<ReturnType<typeof seller>>, id: string) => Promise<unknown>][] =
    [
      ['a lower amount', (s, id) => forward(s.phone.inbox, mpesaSms(id, 20_000))],
      [
        'a sender that is not the operator (an ordinary number)',
        (s, id) => forward(s.phone.inbox, mpesaSms(id), '+243899999999'),
      ],
      [
        "another payer's number",
        (s, id) => forward(s.phone.inbox, mpesaSms(id, 25_000, '243899999998')),
      ],
      [
        'another receiving phone',
        async (_s, id) => {
          const other = await seller();
          return forward(other.phone.inbox, mpesaSms(id));
        },
      ],
      [
        'a revoked address',
        async (s, id) => {
          await s.instructor.agent.delete(`/api/receiving-phones/${s.phone.id}`);
          const res = await forward(s.phone.inbox, mpesaSms(id));
          expect(res.statusCode).toBe(401);
        },
      ],
      [
        'a wrong secret',
        async (_s, id) => {
          const res = await forward(
            '/api/sms-inbox/not-the-secret-at-all-0000000000000',
            mpesaSms(id),
          );
          expect(res.statusCode).toBe(401);
        },
      ],
    ];

  it.each(cases)('%s', async (_name, send) => {
    const s = await seller();
    const buyer = await signedInUser(t.app, t.db, 'student');
    const transactionId = freshId();
    await pay(buyer, s.course.id, { transactionId });
    await send(s, transactionId);
    const payment = await paymentOf(buyer.user.id);
    expect(payment.status).toBe('pending');
    expect(payment.decidedVia).toBeNull();
    expect(await enrolled(buyer.user.id, s.course.id)).toBe(0);
  });

  it('flags an SMS from an unknown sender for the decider', async () => {
    const s = await seller();
    const buyer = await signedInUser(t.app, t.db, 'student');
    const transactionId = freshId();
    await pay(buyer, s.course.id, { transactionId });
    await forward(s.phone.inbox, mpesaSms(transactionId), '+243899999999');
    const [row] = (
      await s.instructor.agent.get(`/api/instructor/payment-requests/${s.course.id}`)
    ).json() as { sms: { senderKnown: boolean } | null }[];
    expect(row!.sms).toMatchObject({ senderKnown: false });
  });

  it("an instructor's phone cannot confirm what the platform sells", async () => {
    const instructor = await signedInUser(t.app, t.db, 'instructor');
    const number = freshNumber();
    const pkg = await createPackage(t.db, { mobileMoneyInfo: { mpesa: number } });
    const phone = await receivingPhone(instructor, number);
    const buyer = await buyPackage(pkg, phone.inbox);
    expect((await paymentOf(buyer.user.id)).status).toBe('pending');
  });

  it("an admin's phone confirms a package paid to the platform's number", async () => {
    const number = freshNumber();
    const pkg = await createPackage(t.db, { courseCount: 2, mobileMoneyInfo: { mpesa: number } });
    const phone = await receivingPhone(admin, number);
    const buyer = await buyPackage(pkg, phone.inbox);
    const payment = await paymentOf(buyer.user.id);
    expect(payment).toMatchObject({ status: 'confirmed', decidedVia: 'sms' });
    const [purchase] = await t.db
      .select()
      .from(packagePurchases)
      .where(eq(packagePurchases.id, payment.id));
    expect(purchase!.coursesRemaining).toBe(2);
  });
});

describe('review mode (auto-confirmation off)', () => {
  it('only shows the match: the payment waits for the instructor, with the SMS beside it', async () => {
    const s = await seller({ autoConfirm: false });
    const buyer = await signedInUser(t.app, t.db, 'student');
    const transactionId = freshId();
    await pay(buyer, s.course.id, { transactionId });
    await forward(s.phone.inbox, mpesaSms(transactionId));
    const payment = await paymentOf(buyer.user.id);
    expect(payment.status).toBe('pending');
    expect(await enrolled(buyer.user.id, s.course.id)).toBe(0);
    const [row] = (
      await s.instructor.agent.get(`/api/instructor/payment-requests/${s.course.id}`)
    ).json() as { sms: { transactionId: string; senderKnown: boolean } | null }[];
    expect(row!.sms).toMatchObject({ transactionId, senderKnown: true });
    // The instructor then decides, as always.
    const decided = await s.instructor.agent.put(`/api/payments/${payment.id}/decision`, {
      status: 'confirmed',
    });
    expect(decided.json()).toMatchObject({ status: 'confirmed', decidedVia: 'person' });
  });

  it('shows "aucun SMS reçu" (null) when none came', async () => {
    const s = await seller({ autoConfirm: false });
    const buyer = await signedInUser(t.app, t.db, 'student');
    await pay(buyer, s.course.id, { transactionId: freshId() });
    const [row] = (
      await s.instructor.agent.get(`/api/instructor/payment-requests/${s.course.id}`)
    ).json() as { sms: unknown }[];
    expect(row!.sms).toBeNull();
  });

  it('the phone owner attaches an unread SMS by hand; nobody else can', async () => {
    const s = await seller({ autoConfirm: false });
    const buyer = await signedInUser(t.app, t.db, 'student');
    await pay(buyer, s.course.id);
    // An SMS no rule ties to the request (another payer's number).
    const sms = await forward(s.phone.inbox, mpesaSms(freshId(), 25_000, '243899999997'));
    const smsId = (sms.json() as { id: string }).id;
    const payment = await paymentOf(buyer.user.id);
    // The owner's list of payments waiting for them, to choose from.
    const waiting = (await s.instructor.agent.get('/api/payments/pending')).json() as {
      id: string;
    }[];
    expect(waiting.map((p) => p.id)).toEqual([payment.id]);
    const stranger = await signedInUser(t.app, t.db, 'instructor');
    expect((await stranger.agent.get('/api/payments/pending')).json()).toEqual([]);
    const refused = await stranger.agent.put(`/api/payments/${payment.id}/sms`, { smsId });
    expect(refused.statusCode).toBe(404);
    const attached = await s.instructor.agent.put(`/api/payments/${payment.id}/sms`, { smsId });
    expect(attached.statusCode).toBe(200);
    expect((await paymentOf(buyer.user.id)).smsId).toBe(smsId);
    expect((await paymentOf(buyer.user.id)).status).toBe('pending');
    // An SMS proves one payment at most.
    const other = await signedInUser(t.app, t.db, 'student');
    await pay(other, s.course.id);
    const twice = await s.instructor.agent.put(
      `/api/payments/${(await paymentOf(other.user.id)).id}/sms`,
      {
        smsId,
      },
    );
    expect(twice.statusCode).toBe(409);
  });
});

describe("an admin's reversal of an automatic decision", () => {
  it('undoes the effect, waits for a person again, writes the audit line, tells the buyer', async () => {
    const s = await seller();
    const buyer = await signedInUser(t.app, t.db, 'student');
    const transactionId = freshId();
    await pay(buyer, s.course.id, { transactionId });
    await forward(s.phone.inbox, mpesaSms(transactionId));
    const payment = await paymentOf(buyer.user.id);
    expect(payment.status).toBe('confirmed');
    expect(await enrolled(buyer.user.id, s.course.id)).toBe(1);

    const notAdmin = await s.instructor.agent.post(`/api/admin/payments/${payment.id}/reverse`);
    expect(notAdmin.statusCode).toBe(403);
    const res = await admin.agent.post(`/api/admin/payments/${payment.id}/reverse`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'pending', decidedVia: null });
    expect(await enrolled(buyer.user.id, s.course.id)).toBe(0);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.reverse'), eq(auditLog.entityId, payment.id)));
    expect(line).toMatchObject({ actorId: admin.user.id, after: { status: 'pending' } });
    const told = await t.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, buyer.user.id), eq(notifications.type, 'payment_reversed')),
      );
    expect(told).toHaveLength(1);
    // Twice, or a person's decision: not an automatic one.
    const again = await admin.agent.post(`/api/admin/payments/${payment.id}/reverse`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYMENT_NOT_AUTOMATIC' });
  });
});
