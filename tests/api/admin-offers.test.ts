import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { bundleMessages as bm } from '../../src/contract/bundles.ts';
import { packageMessages as pm } from '../../src/contract/packages.ts';
import { pagingMessages } from '../../src/contract/paging.ts';
import { phoneMessages } from '../../src/contract/phone.ts';
import {
  createPackage,
  createPackagePurchase,
  createQuoteRequest,
  createTrainingBundle,
} from '../../src/server/db/factories/commerce.ts';
import {
  mailOutbox,
  payments,
  quoteRequests,
  trainingBundles,
} from '../../src/server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import { cast, expectAccess, type Cast } from '../helpers/access.ts';
import { insertCourse, signedInUser } from '../helpers/factories.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
let t: TestApp;
let c: Cast;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t, { course: { duration: 6 } });
});
afterAll(async () => {
  await t?.close();
});

const student = () => signedInUser(t.app, t.db, 'student');
const admin = () => c.admin.agent;
const packageInput = (extra: Record<string, unknown> = {}) => ({
  name: 'Pack Pro',
  courseCount: 3,
  price: 45_000,
  description: 'Trois cours au choix',
  mobileMoneyInfo: { mpesa: '081 000 0202', airtel: '', orange: '' },
  ...extra,
});
const bundleInput = (extra: Record<string, unknown> = {}) => ({
  name: 'Parcours Data',
  sector: 'Informatique',
  targetAudience: 'individual',
  courseIds: [c.course.id],
  estimatedPrice: 90_000,
  description: 'Tout pour débuter',
  mobileMoneyInfo: { mpesa: '+243810000303' },
  ...extra,
});

describe('access: every admin endpoint of the offers refuses students, instructors, visitors', () => {
  it('answers 401 to visitors and 403 to students and instructors', async () => {
    const quote = await createQuoteRequest(t.db, {
      bundleId: (await createTrainingBundle(t.db, {})).id,
    });
    const calls: [
      string,
      (a: Cast['admin']['agent']) => ReturnType<Cast['visitor']['get']>,
      number,
    ][] = [
      ['GET packages', (a) => a.get('/api/admin/packages'), 200],
      ['POST packages', (a) => a.post('/api/admin/packages', {}), 400],
      ['PUT packages', (a) => a.put(`/api/admin/packages/${UNKNOWN}`, packageInput()), 404],
      ['GET purchases', (a) => a.get('/api/admin/package-purchases'), 200],
      ['GET bundles', (a) => a.get('/api/admin/training-bundles'), 200],
      ['POST bundles', (a) => a.post('/api/admin/training-bundles', {}), 400],
      ['PUT bundles', (a) => a.put(`/api/admin/training-bundles/${UNKNOWN}`, bundleInput()), 404],
      ['GET bundle payments', (a) => a.get('/api/admin/bundle-payments'), 200],
      ['GET quotes', (a) => a.get('/api/admin/quote-requests'), 200],
      ['PATCH quotes', (a) => a.patch(`/api/admin/quote-requests/${quote.id}`, {}), 200],
      ['GET audit', (a) => a.get('/api/admin/audit'), 200],
    ];
    for (const [, call, adminStatus] of calls)
      await expectAccess(c, call, {
        visitor: 401,
        student: 403,
        outsider: 403,
        owner: 403,
        other: 403,
        admin: adminStatus,
      });
  });
});

describe('packages', () => {
  it('creates a package with the numbers given (normalized), and lists inactive ones too', async () => {
    const res = await admin().post('/api/admin/packages', packageInput());
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Pack Pro',
      courseCount: 3,
      price: 45_000,
      description: 'Trois cours au choix',
      mobileMoneyInfo: { mpesa: '+243810000202' },
      isActive: true,
    });
    expect(res.json().mobileMoneyInfo).toEqual({ mpesa: '+243810000202' });
    const off = await createPackage(t.db, { name: 'Ancien pack', isActive: false });
    const list = (await admin().get('/api/admin/packages')).json() as { id: string }[];
    expect(list.map((p) => p.id)).toEqual(expect.arrayContaining([res.json().id, off.id]));
  });

  it('refuses bad input with French messages and creates nothing', async () => {
    const before = (await admin().get('/api/admin/packages')).json().length;
    const res = await admin().post(
      '/api/admin/packages',
      packageInput({
        name: '  ',
        courseCount: 0,
        price: -5,
        mobileMoneyInfo: { mpesa: '12' },
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      name: pm.nameRequired,
      courseCount: pm.courseCountInvalid,
      price: pm.priceInvalid,
      'mobileMoneyInfo.mpesa': phoneMessages.invalid,
    });
    const noPrice = await admin().post('/api/admin/packages', packageInput({ price: 'cher' }));
    expect(noPrice.json().fields).toEqual({ price: pm.priceInvalid });
    expect((await admin().get('/api/admin/packages')).json()).toHaveLength(before);
  });

  it('edits a package, and deactivating it takes it off sale', async () => {
    const { id } = (await admin().post('/api/admin/packages', packageInput())).json();
    const edited = await admin().put(
      `/api/admin/packages/${id}`,
      packageInput({ name: 'Pack Pro+', price: 50_000, mobileMoneyInfo: { orange: '0890000404' } }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Pack Pro+',
      price: 50_000,
      mobileMoneyInfo: { orange: '+243890000404' },
    });
    expect(edited.json().mobileMoneyInfo).toEqual({ orange: '+243890000404' });
    const onSale = async () =>
      ((await c.visitor.get('/api/packages')).json() as { id: string }[]).map((p) => p.id);
    expect(await onSale()).toContain(id);
    const off = await admin().put(`/api/admin/packages/${id}`, packageInput({ isActive: false }));
    expect(off.json()).toMatchObject({ isActive: false });
    expect(await onSale()).not.toContain(id);
    const buyer = await student();
    const buy = await buyer.agent.post('/api/package-purchases', {
      packageId: id,
      paymentMethod: 'mpesa',
      phoneNumber: '0812345678',
    });
    expect(buy.json()).toMatchObject({ code: 'PACKAGE_NOT_FOUND' });
  });
});

describe('training bundles', () => {
  it('creates a bundle of published courses; its duration defaults to their sum', async () => {
    const other = await insertCourse(t.db, {
      instructorId: c.other.user.id,
      status: 'published',
      duration: 4.4,
    });
    const res = await admin().post(
      '/api/admin/training-bundles',
      bundleInput({ courseIds: [c.course.id, other.id] }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Parcours Data',
      sector: 'Informatique',
      targetAudience: 'individual',
      estimatedPrice: 90_000,
      duration: 10,
      thumbnail: null,
      courseIds: [c.course.id, other.id],
      courses: [{ id: c.course.id }, { id: other.id }],
      isActive: true,
    });
    const given = await admin().post(
      '/api/admin/training-bundles',
      bundleInput({ duration: 40, thumbnail: 'https://exemple.cd/image.jpg' }),
    );
    expect(given.json()).toMatchObject({ duration: 40, thumbnail: 'https://exemple.cd/image.jpg' });
    const publicList = (await c.visitor.get('/api/training-bundles')).json() as { id: string }[];
    expect(publicList.map((b) => b.id)).toContain(res.json().id);
  });

  it('refuses bad input and unpublished or unknown courses with French messages', async () => {
    const draft = await insertCourse(t.db, { instructorId: c.owner.user.id, status: 'draft' });
    const count = async () => (await t.db.select().from(trainingBundles)).length;
    const before = await count();
    const bad = await admin().post(
      '/api/admin/training-bundles',
      bundleInput({ name: '', sector: '', targetAudience: 'tous', estimatedPrice: -1 }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      name: bm.nameRequired,
      sector: bm.sectorRequired,
      targetAudience: bm.audienceInvalid,
      estimatedPrice: bm.priceInvalid,
    });
    const thumb = await admin().post(
      '/api/admin/training-bundles',
      bundleInput({ thumbnail: 'javascript:alert(1)', duration: -3 }),
    );
    expect(thumb.json().fields).toEqual({
      thumbnail: bm.thumbnailInvalid,
      duration: bm.durationInvalid,
    });
    for (const courseIds of [[draft.id], [UNKNOWN], [c.course.id, c.course.id]]) {
      const res = await admin().post('/api/admin/training-bundles', bundleInput({ courseIds }));
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({ courseIds: bm.coursesInvalid });
    }
    expect(await count()).toBe(before);
  });

  it('edits and deactivates a bundle: off the public list', async () => {
    const { id } = (await admin().post('/api/admin/training-bundles', bundleInput())).json();
    const edited = await admin().put(
      `/api/admin/training-bundles/${id}`,
      bundleInput({
        name: 'Parcours Entreprise',
        targetAudience: 'corporate',
        estimatedPrice: null,
        isActive: false,
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Parcours Entreprise',
      targetAudience: 'corporate',
      estimatedPrice: null,
      isActive: false,
    });
    const publicList = (await c.visitor.get('/api/training-bundles')).json() as { id: string }[];
    expect(publicList.map((b) => b.id)).not.toContain(id);
    const adminList = (await admin().get('/api/admin/training-bundles')).json() as {
      id: string;
    }[];
    expect(adminList.map((b) => b.id)).toContain(id);
  });

  it('a deleted course disappears from every bundle (admin or instructor delete)', async () => {
    const first = await insertCourse(t.db, { instructorId: c.other.user.id, status: 'published' });
    const second = await insertCourse(t.db, { instructorId: c.other.user.id, status: 'published' });
    const ids = [first.id, second.id, c.course.id];
    const a = (
      await admin().post('/api/admin/training-bundles', bundleInput({ courseIds: ids }))
    ).json().id as string;
    const b = (
      await admin().post('/api/admin/training-bundles', bundleInput({ courseIds: [second.id] }))
    ).json().id as string;
    expect((await admin().delete(`/api/courses/${second.id}`)).statusCode).toBe(204);
    expect((await c.other.agent.delete(`/api/courses/${first.id}`)).statusCode).toBe(204);
    const rows = await t.db.select().from(trainingBundles);
    expect(rows.find((r) => r.id === a)!.courseIds).toEqual([c.course.id]);
    expect(rows.find((r) => r.id === b)!.courseIds).toEqual([]);
    const list = (await admin().get('/api/admin/training-bundles')).json() as {
      id: string;
      courses: unknown[];
    }[];
    expect(list.find((x) => x.id === a)!.courses).toHaveLength(1);
  });
});

describe('package purchases and bundle payments', () => {
  it('lists package purchases by page, newest first, with the buyer and proof, by status', async () => {
    // One package each: a buyer has one pending payment per item at most.
    const packs = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => createPackage(t.db, { name: `Pack Liste ${i}` })),
    );
    const buyer = await student();
    const base = Date.now() - 1_000_000;
    for (let i = 0; i < 5; i += 1)
      await createPackagePurchase(t.db, {
        userId: buyer.user.id,
        packageId: packs[i]!.id,
        status: i === 4 ? 'confirmed' : 'pending',
        purchaseDate: new Date(base + i * 1000),
        transactionId: `LISTE-${i}`,
      });
    const all = await admin().get('/api/admin/package-purchases?page=1&pageSize=2');
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ page: 1, pageSize: 2 });
    expect(all.json().items).toHaveLength(2);
    expect(all.json().total).toBeGreaterThanOrEqual(5);
    const confirmed = (await admin().get('/api/admin/package-purchases?status=confirmed')).json();
    expect(confirmed.items.every((p: { status: string }) => p.status === 'confirmed')).toBe(true);
    const mine = (await admin().get('/api/admin/package-purchases?status=pending&pageSize=100'))
      .json()
      .items.filter((p: { user: { id: string } }) => p.user.id === buyer.user.id);
    expect(mine.map((p: { transactionId: string }) => p.transactionId)).toEqual([
      'LISTE-3',
      'LISTE-2',
      'LISTE-1',
      'LISTE-0',
    ]);
    expect(mine[0]).toMatchObject({
      packageName: 'Pack Liste 3',
      user: { name: buyer.user.name, email: buyer.user.email },
      proofImage: null,
      decidedAt: null,
    });
    const bad = await admin().get('/api/admin/package-purchases?status=paid&pageSize=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      status: pm.statusFilterInvalid,
      pageSize: pagingMessages.pageSize,
    });
  });

  it('decides a package purchase once: confirmed, then 409 for any other decision', async () => {
    const pkg = await createPackage(t.db, { courseCount: 4 });
    const buyer = await student();
    const purchase = await createPackagePurchase(t.db, {
      userId: buyer.user.id,
      packageId: pkg.id,
      coursesRemaining: 0,
    });
    const path = `/api/admin/package-purchases/${purchase.id}/status`;
    const ok = await admin().put(path, { status: 'confirmed' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'confirmed', coursesRemaining: 4 });
    for (const status of ['confirmed', 'rejected'])
      expect((await admin().put(path, { status })).statusCode).toBe(409);
    const other = await createPackagePurchase(t.db, { userId: buyer.user.id, packageId: pkg.id });
    const otherPath = `/api/admin/package-purchases/${other.id}/status`;
    expect((await admin().put(otherPath, { status: 'rejected' })).json()).toMatchObject({
      status: 'rejected',
    });
    expect((await admin().put(otherPath, { status: 'confirmed' })).statusCode).toBe(409);
    const [row] = await t.db.select().from(payments).where(eq(payments.id, other.id));
    expect(row).toMatchObject({
      kind: 'package',
      status: 'rejected',
      decidedById: c.admin.user.id,
    });
  });

  it('lists and decides bundle payments once', async () => {
    const bundle = await createTrainingBundle(t.db, {
      courseIds: [c.course.id],
      estimatedPrice: 20_000,
      mobileMoneyInfo: { airtel: '+243990000505' },
    });
    const payer = await student();
    const paid = await payer.agent.post('/api/bundle-payments', {
      bundleId: bundle.id,
      paymentMethod: 'airtel',
      phoneNumber: '0991234567',
      transactionId: `BP-${Date.now()}`,
    });
    expect(paid.statusCode).toBe(201);
    const page = (
      await admin().get('/api/admin/bundle-payments?status=pending&pageSize=100')
    ).json();
    expect(page.items.find((p: { id: string }) => p.id === paid.json().id)).toMatchObject({
      amount: 20_000,
      paymentMethod: 'airtel',
      phoneNumber: '+243991234567',
      user: { id: payer.user.id, name: payer.user.name },
      status: 'pending',
    });
    const path = `/api/admin/bundle-payments/${paid.json().id}/status`;
    expect((await admin().put(path, { status: 'confirmed' })).json()).toMatchObject({
      status: 'confirmed',
    });
    for (const status of ['confirmed', 'rejected'])
      expect((await admin().put(path, { status })).json()).toMatchObject({
        code: 'PAYMENT_ALREADY_DECIDED',
      });
    const [row] = await t.db.select().from(payments).where(eq(payments.id, paid.json().id));
    expect(row).toMatchObject({
      kind: 'bundle',
      status: 'confirmed',
      decidedById: c.admin.user.id,
    });
  });
});

describe('quote requests', () => {
  async function newQuote() {
    const bundle = await createTrainingBundle(t.db, {
      name: `Pack Entreprise ${Date.now()}`,
      targetAudience: 'corporate',
    });
    return createQuoteRequest(t.db, {
      bundleId: bundle.id,
      contactName: 'Mme Kabila',
      email: `achats.${Date.now()}@entreprise.cd`,
    });
  }
  const patch = (id: string, body: Record<string, unknown>) =>
    admin().patch(`/api/admin/quote-requests/${id}`, body);
  const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it('lists quote requests by page, with the bundle, by status', async () => {
    const q = await newQuote();
    const res = await admin().get('/api/admin/quote-requests?status=pending&pageSize=100');
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((x: { id: string }) => x.id === q.id)).toMatchObject({
      contactName: 'Mme Kabila',
      status: 'pending',
      quotedPrice: null,
    });
    const page = (await admin().get('/api/admin/quote-requests?pageSize=1')).json();
    expect(page.items).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it('pending → sent needs a price, mails the requester once, after which the price is fixed', async () => {
    const q = await newQuote();
    const noPrice = await patch(q.id, { status: 'sent' });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().fields).toEqual({ quotedPrice: bm.quotePriceRequired });
    expect(await mailsTo(q.email)).toEqual([]);
    for (const status of ['accepted', 'rejected', 'pending'])
      expect((await patch(q.id, { status })).json()).toMatchObject({
        code: 'QUOTE_TRANSITION_INVALID',
      });
    const noted = await patch(q.id, { quotedPrice: 1_500_000, adminNotes: 'Remise de 10 %' });
    expect(noted.json()).toMatchObject({ status: 'pending', quotedPrice: 1_500_000 });
    const sent = await patch(q.id, { status: 'sent' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      status: 'sent',
      quotedPrice: 1_500_000,
      adminNotes: 'Remise de 10 %',
    });
    await expect.poll(async () => (await mailsTo(q.email)).length).toBe(1);
    const [mail] = await mailsTo(q.email);
    expect(mail!.subject).toContain('Votre devis Kelasi');
    expect(mail!.text).toMatch(/1\s500\s000 FC/);
    expect(mail!.text).not.toContain('Remise');
    const again = await patch(q.id, { status: 'sent' });
    expect(again.statusCode).toBe(409);
    const price = await patch(q.id, { quotedPrice: 1_000 });
    expect(price.json()).toMatchObject({ code: 'QUOTE_PRICE_LOCKED' });
    expect((await patch(q.id, { adminNotes: 'Relancé' })).json()).toMatchObject({
      adminNotes: 'Relancé',
    });
    expect(await mailsTo(q.email)).toHaveLength(1);
  });

  it('sent → accepted or rejected, once; a sent quote sent with its price in one call', async () => {
    const a = await newQuote();
    expect((await patch(a.id, { status: 'sent', quotedPrice: 800_000 })).statusCode).toBe(200);
    expect((await patch(a.id, { status: 'accepted' })).json()).toMatchObject({
      status: 'accepted',
    });
    for (const status of ['rejected', 'sent', 'accepted', 'pending'])
      expect((await patch(a.id, { status })).statusCode).toBe(409);
    const b = await newQuote();
    await patch(b.id, { status: 'sent', quotedPrice: 700_000 });
    expect((await patch(b.id, { status: 'rejected' })).json()).toMatchObject({
      status: 'rejected',
    });
    expect((await patch(b.id, { status: 'accepted' })).statusCode).toBe(409);
    const [row] = await t.db
      .select()
      .from(quoteRequests)
      .where(and(eq(quoteRequests.id, b.id), eq(quoteRequests.status, 'rejected')));
    expect(row).toMatchObject({ quotedPrice: 700_000 });
  });

  raceIt('decides concurrent status changes atomically: one send wins', async () => {
    const q = await newQuote();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => patch(q.id, { status: 'sent', quotedPrice: 10_000 })),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    await expect.poll(async () => (await mailsTo(q.email)).length).toBe(1);
  });

  it('answers 404 for an unknown quote and 400 for a bad price', async () => {
    expect((await patch(UNKNOWN, { adminNotes: 'x' })).json()).toMatchObject({
      code: 'QUOTE_REQUEST_NOT_FOUND',
    });
    const q = await newQuote();
    const bad = await patch(q.id, { quotedPrice: -1, status: 'envoyé' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      quotedPrice: bm.priceInvalid,
      status: bm.quoteStatusInvalid,
    });
  });
});
