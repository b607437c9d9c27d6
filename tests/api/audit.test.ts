import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { auditMessages } from '../../src/contract/audit.ts';
import {
  createBundlePayment,
  createPackage,
  createPackagePurchase,
  createPaidRegistration,
  createPaymentRequest,
  createQuoteRequest,
  createTrainingBundle,
} from '../../src/server/db/factories/commerce.ts';
import { createLiveClass } from '../../src/server/db/factories/live-classes.ts';
import { auditLog, packagePurchases, payments } from '../../src/server/db/schema/index.ts';
import { demoAccounts } from '../../src/server/db/seed/accounts.ts';
import { seedIfEmpty } from '../../src/server/db/seed/index.ts';
import { recordAudit } from '../../src/server/modules/audit/audit-record.ts';
import { createBundlesService } from '../../src/server/modules/bundles/bundles.service.ts';
import type { NotificationsService } from '../../src/server/modules/notifications/notifications.service.ts';
import { createPackagesService } from '../../src/server/modules/packages/packages.service.ts';
import { createPaymentFlow } from '../../src/server/modules/payments/payment-flow.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';
import { adminsOnly, cast, expectAccess, type Cast } from '../helpers/access.ts';
import { signedInUser } from '../helpers/factories.ts';

/** The server's clock: decisions are dated by it. */
let clock = new Date('2026-03-02T09:00:00Z');
let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  c = await cast(t, { course: { price: 25_000 } });
});
afterAll(async () => {
  await t?.close();
});

const student = () => signedInUser(t.app, t.db, 'student');
const linesOf = (entityId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
/** A bundle at `price` and `userId`'s pending payment of that price for it. */
async function bundlePayment(
  userId: string,
  price: number,
  by: { paymentMethod: 'mpesa' | 'orange'; phoneNumber: string },
) {
  const bundle = await createTrainingBundle(t.db, { estimatedPrice: price });
  return createBundlePayment(t.db, { userId, bundleId: bundle.id, amount: price, ...by });
}

/** The audit line about `entityId`, which must be the only one. */
async function onlyLineOf(entityId: string) {
  const lines = await linesOf(entityId);
  expect(lines).toHaveLength(1);
  return lines[0];
}
const tick = () => {
  clock = new Date(clock.getTime() + 60_000);
  return clock;
};

describe('GET /api/admin/audit: access', () => {
  it('is for admins only; nothing can update or delete a line', async () => {
    await expectAccess(c, (a) => a.get('/api/admin/audit'), adminsOnly(200));
    // Real lines first: a role change and its undoing, through the API.
    const { user } = await student();
    for (const role of ['instructor', 'student']) {
      const res = await c.admin.agent.patch(`/api/admin/users/${user.id}/role`, { role });
      expect(res.statusCode).toBe(200);
    }
    const ordered = () => linesOf(user.id).orderBy(auditLog.id);
    const written = await ordered();
    expect(written).toHaveLength(2);
    expect(written.map((l) => [l.action, l.before, l.after])).toEqual(
      expect.arrayContaining([
        ['user.role', { role: 'student' }, { role: 'instructor' }],
        ['user.role', { role: 'instructor' }, { role: 'student' }],
      ]),
    );
    // No route changes a line…
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const res = await c.admin.agent.request(method, `/api/admin/audit/${written[0]!.id}`, {
        action: 'user.role',
      });
      expect(res.statusCode).toBe(404);
    }
    // …nor does the database itself, whoever connects to it.
    const refused = { cause: expect.objectContaining({ message: 'audit_log is append-only' }) };
    await expect(
      t.db
        .update(auditLog)
        .set({ actorName: 'Quelqu’un d’autre', after: { role: 'admin' } })
        .where(eq(auditLog.entityId, user.id)),
    ).rejects.toMatchObject(refused);
    await expect(t.db.delete(auditLog).where(eq(auditLog.entityId, user.id))).rejects.toMatchObject(
      refused,
    );
    expect(await ordered()).toEqual(written);
  });
});

describe('one audit line per decision, in the decision’s transaction', () => {
  it('a course payment decided by its instructor', async () => {
    const buyer = await student();
    const request = await createPaymentRequest(t.db, {
      userId: buyer.user.id,
      courseId: c.course.id,
      amount: 25_000,
    });
    const at = tick();
    const path = `/api/instructor/payment-requests/${request.id}`;
    expect((await c.owner.agent.patch(path, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await c.owner.agent.patch(path, { status: 'rejected' })).statusCode).toBe(409);
    expect((await c.other.agent.patch(path, { status: 'rejected' })).statusCode).toBe(403);
    expect(await onlyLineOf(request.id)).toMatchObject({
      actorId: c.owner.user.id,
      actorEmail: expect.stringContaining('@'),
      action: 'payment_request.decide',
      entity: 'payments',
      entityId: request.id,
      before: { status: 'pending' },
      after: { status: 'confirmed', amount: 25_000, via: 'person' },
      createdAt: at,
    });
  });

  it('a package purchase decided by an admin', async () => {
    const buyer = await student();
    const pkg = await createPackage(t.db, { name: 'Pack Journal', courseCount: 2 });
    const purchase = await createPackagePurchase(t.db, {
      userId: buyer.user.id,
      packageId: pkg.id,
      amountPaid: 30_000,
      coursesRemaining: 0,
    });
    const at = tick();
    const path = `/api/admin/package-purchases/${purchase.id}/status`;
    expect((await c.admin.agent.put(path, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await c.admin.agent.put(path, { status: 'rejected' })).statusCode).toBe(409);
    expect(await onlyLineOf(purchase.id)).toMatchObject({
      actorId: c.admin.user.id,
      action: 'package_purchase.decide',
      entity: 'payments',
      entityId: purchase.payment.id,
      before: { status: 'pending' },
      after: { status: 'confirmed', amount: 30_000, via: 'person', coursesRemaining: 2 },
      createdAt: at,
    });
  });

  it('a bundle payment decided by an admin', async () => {
    const payer = await student();
    const payment = await bundlePayment(payer.user.id, 12_000, {
      paymentMethod: 'orange',
      phoneNumber: '+243890000000',
    });
    const path = `/api/admin/bundle-payments/${payment.id}/status`;
    expect(
      (await c.admin.agent.put(path, { status: 'rejected', reason: 'Montant incomplet' }))
        .statusCode,
    ).toBe(200);
    expect((await c.admin.agent.put(path, { status: 'confirmed' })).statusCode).toBe(409);
    expect(await onlyLineOf(payment.id)).toMatchObject({
      action: 'bundle_payment.decide',
      entity: 'payments',
      before: { status: 'pending' },
      after: { status: 'rejected', amount: 12_000, via: 'person', reason: 'Montant incomplet' },
    });
  });

  it('a live-class registration decided by its instructor', async () => {
    const buyer = await student();
    const lc = await createLiveClass(t.db, {
      instructorId: c.owner.user.id,
      courseId: c.course.id,
      scheduledAt: new Date(clock.getTime() + 86_400_000),
      isFree: false,
      price: 5,
      isPublished: true,
    });
    const registration = await createPaidRegistration(t.db, {
      liveClassId: lc.id,
      userId: buyer.user.id,
      paymentMethod: 'mpesa',
      phoneNumber: '+243810000000',
      amountPaid: 5,
      amountAskedCdf: 14_000,
    });
    const path = `/api/instructor/live-class-registrations/${registration.id}`;
    expect((await c.owner.agent.patch(path, { status: 'confirmed' })).statusCode).toBe(200);
    expect((await c.admin.agent.patch(path, { status: 'rejected' })).statusCode).toBe(409);
    // The line names the payment, not the registration.
    expect(await linesOf(registration.id)).toEqual([]);
    expect(await onlyLineOf(registration.payment.id)).toMatchObject({
      actorId: c.owner.user.id,
      action: 'live_class_registration.decide',
      entity: 'payments',
      after: { status: 'confirmed', amount: 14_000, via: 'person' },
    });
  });

  it('quote request status and price changes (notes alone are no decision)', async () => {
    const bundle = await createTrainingBundle(t.db, { targetAudience: 'corporate' });
    const quote = await createQuoteRequest(t.db, { bundleId: bundle.id });
    const path = `/api/admin/quote-requests/${quote.id}`;
    await c.admin.agent.patch(path, { adminNotes: 'Appeler lundi' });
    expect(await linesOf(quote.id)).toEqual([]);
    expect((await c.admin.agent.patch(path, { status: 'sent' })).statusCode).toBe(400);
    expect(await linesOf(quote.id)).toEqual([]);
    await c.admin.agent.patch(path, { status: 'sent', quotedPrice: 2_000_000 });
    expect((await c.admin.agent.patch(path, { status: 'sent' })).statusCode).toBe(409);
    await c.admin.agent.patch(path, { status: 'accepted' });
    const lines = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, quote.id))
      .orderBy(auditLog.createdAt, auditLog.id);
    expect(lines.map((l) => [l.before, l.after])).toEqual(
      expect.arrayContaining([
        [
          { status: 'pending', quotedPrice: null },
          { status: 'sent', quotedPrice: 2_000_000 },
        ],
        [
          { status: 'sent', quotedPrice: 2_000_000 },
          { status: 'accepted', quotedPrice: 2_000_000 },
        ],
      ]),
    );
    expect(lines).toHaveLength(2);
  });

  it('no line when the decision rolls back (a failure after the audit write)', async () => {
    const failing = {
      notify: () => Promise.reject(new Error('panne de notification')),
    } as unknown as NotificationsService;
    const flow = createPaymentFlow(t.db, {
      notifications: failing,
      assertOwnProof: () => Promise.reject(new Error('unused')),
      now: () => clock,
    });
    const base = { flow, now: () => clock };
    const packages = createPackagesService(t.db, base);
    const bundles = createBundlesService(t.db, {
      ...base,
      mailer: { send: () => Promise.resolve() },
      publicUrl: 'http://kelasi.test',
      onMailError: () => {},
    });
    const buyer = await student();
    const pkg = await createPackage(t.db, {});
    const purchase = await createPackagePurchase(t.db, {
      userId: buyer.user.id,
      packageId: pkg.id,
    });
    const admin = {
      id: c.admin.user.id,
      name: 'Admin',
      email: 'admin@exemple.cd',
      role: 'admin',
    };
    await expect(
      packages.decide(admin as never, purchase.id, { status: 'confirmed' }),
    ).rejects.toThrow('panne de notification');
    const payment = await bundlePayment(buyer.user.id, 1_000, {
      paymentMethod: 'mpesa',
      phoneNumber: '+243810000000',
    });
    await expect(
      bundles.decidePayment(admin as never, payment.id, { status: 'rejected' }),
    ).rejects.toThrow('panne de notification');
    expect(await linesOf(purchase.id)).toEqual([]);
    expect(await linesOf(payment.id)).toEqual([]);
    // Both decisions rolled back: still pending, undecided, and the package's effect undone.
    for (const id of [purchase.id, payment.id]) {
      const [row] = await t.db.select().from(payments).where(eq(payments.id, id));
      expect(row).toMatchObject({ status: 'pending', decidedById: null, decidedVia: null });
    }
    const [effect] = await t.db
      .select()
      .from(packagePurchases)
      .where(eq(packagePurchases.id, purchase.id));
    expect(effect).toMatchObject({ validatedAt: null });
  });
});

describe('the list', () => {
  it('is paged, newest first, names the object, and filters by action', async () => {
    const all = await c.admin.agent.get('/api/admin/audit?pageSize=2');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body).toMatchObject({ page: 1, pageSize: 2 });
    expect(body.items).toHaveLength(2);
    expect(body.total).toBeGreaterThanOrEqual(6);
    const second = (await c.admin.agent.get('/api/admin/audit?pageSize=2&page=2')).json();
    const times = [...body.items, ...second.items].map((l: { createdAt: string }) =>
      Date.parse(l.createdAt),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const packagesOnly = (
      await c.admin.agent.get('/api/admin/audit?action=package_purchase.decide')
    ).json();
    expect(packagesOnly.total).toBeGreaterThanOrEqual(1);
    expect(packagesOnly.items[0]).toMatchObject({
      action: 'package_purchase.decide',
      actor: { id: c.admin.user.id, name: c.admin.user.name },
      subject: expect.stringContaining('Pack Journal'),
    });
    const payments = (
      await c.admin.agent.get('/api/admin/audit?action=payment_request.decide')
    ).json();
    expect(payments.items[0]).toMatchObject({
      subject: expect.stringContaining(c.course.title),
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
    const bad = await c.admin.agent.get('/api/admin/audit?action=drop&page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ action: auditMessages.actionInvalid });
  });
});

describe('append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE through the database; recordAudit still appends', async () => {
    await t.db.transaction((tx) =>
      recordAudit(
        tx,
        { id: c.admin.user.id, name: 'Admin', email: 'a@exemple.cd' },
        { action: 'user.role', entity: 'users', entityId: c.student.user.id },
        clock,
      ),
    );
    const [last] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, c.student.user.id))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(1);
    await expect(
      t.db
        .update(auditLog)
        .set({ actorName: 'Quelqu’un d’autre' })
        .where(eq(auditLog.id, last!.id)),
    ).rejects.toThrow();
    await expect(t.db.delete(auditLog).where(eq(auditLog.id, last!.id))).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    const [still] = await t.db.select().from(auditLog).where(eq(auditLog.id, last!.id));
    expect(still).toMatchObject({ actorName: 'Admin', action: 'user.role' });
  });
});

describe('the demo', () => {
  it('records every decision the demo data shows as made, and the demo admin reads them', async () => {
    const demo = await createTestApp();
    try {
      expect(await seedIfEmpty(demo.db)).toBe(true);
      // Every decided payment, whatever its kind (package purchases among them).
      const decided = await demo.db
        .select({ id: payments.id, kind: payments.kind })
        .from(payments)
        .where(sql`${payments.status} <> 'pending'`);
      expect(decided.filter((p) => p.kind === 'package').length).toBeGreaterThan(0);
      for (const { id, kind } of decided) {
        const lines = await demo.db.select().from(auditLog).where(eq(auditLog.entityId, id));
        expect({ kind, lines: lines.length }).toEqual({ kind, lines: 1 });
        expect(lines[0]).toMatchObject({ entity: 'payments' });
      }
      const admin = new Agent(demo.app);
      const login = await admin.post('/api/auth/login', {
        email: demoAccounts.admin.email,
        password: demoAccounts.admin.password,
      });
      expect(login.statusCode).toBe(200);
      const page = (await admin.get('/api/admin/audit?pageSize=100')).json();
      expect(page.total).toBeGreaterThanOrEqual(decided.length);
      const actions = new Set(page.items.map((l: { action: string }) => l.action));
      for (const action of [
        'payment_request.decide',
        'package_purchase.decide',
        'quote_request.update',
      ])
        expect(actions).toContain(action);
      expect(page.items.every((l: { subject: string | null }) => l.subject)).toBe(true);
    } finally {
      await demo.close();
    }
  });
});
