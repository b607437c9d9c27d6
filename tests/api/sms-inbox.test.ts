import { describe, expect, it } from 'vitest';
import { and, count, eq, inArray } from 'drizzle-orm';
import { receivingPhoneMessages as m } from '../../src/contract/receiving-phones.ts';
import { phoneMessages } from '../../src/contract/phone.ts';
import { DEFAULT_SMS_TEMPLATES, smsPreviewMessages } from '../../src/contract/sms-reading.ts';
import {
  auditLog,
  payments,
  receivingPhones,
  smsMessages,
  smsTemplates,
} from '../../src/server/db/schema/index.ts';
import { hashToken } from '../../src/server/lib/tokens.ts';
import {
  createAuthLimits,
  defaultAuthRateLimits,
} from '../../src/server/modules/auth/auth-limits.ts';
import { createSmsInboxService } from '../../src/server/modules/receiving-phones/sms-inbox.service.ts';
import {
  createSmsTemplatesService,
  insertDefaultTemplates,
  listActiveTemplates,
} from '../../src/server/modules/receiving-phones/sms-templates.service.ts';
import { Agent, createTestApp, postRawJson } from '../helpers/app.ts';
import { raceIt } from '../helpers/races.ts';
import { cast, expectAccess, useCast } from '../helpers/access.ts';

const { t, c } = useCast();

const MPESA_SMS =
  'ABC123XYZ9 Confirmé. Vous avez reçu 25000.00 CDF de JEAN MUKENDI 243812345678 le 25/11/26 à 14:32. Nouveau solde M-Pesa: 130000.00 CDF.';
const AIRTEL_SMS =
  'Trans ID: CI251125.1432.B45678. Vous avez recu 25000 CDF de 243991234567 JEAN MUKENDI. Votre nouveau solde est 130000 CDF.';
const ORANGE_SMS =
  'Vous avez recu 25 000 CDF du 243841234567 JEAN MUKENDI. Trans id: PP251125.1432.C78901. Nouveau solde: 130 000 CDF.';

let numberSeq = 0;
/** A DRC number no other test uses. */
const freshNumber = () => `+24381${String(1000000 + (numberSeq += 1)).padStart(7, '0')}`;

interface Created {
  id: string;
  operator: string;
  phoneNumber: string;
  autoConfirm: boolean;
  forwardingUrl: string;
}

async function registerPhone(
  agent: Agent,
  body: Record<string, unknown> = {},
): Promise<Created & { secret: string }> {
  const res = await agent.post('/api/receiving-phones', {
    operator: 'mpesa',
    phoneNumber: freshNumber(),
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json() as Created;
  return { ...created, secret: created.forwardingUrl.split('/').pop()! };
}

/** A forwarding app: no cookie, its own address. */
const phoneApp = (ip = '10.77.0.1') => new Agent(t.app, { remoteAddress: ip });
const inbox = (secret: string, body: Record<string, unknown>, agent = phoneApp()) =>
  agent.post(`/api/sms-inbox/${secret}`, body);

const smsCount = async (phoneId: string) =>
  (await t.db.select({ n: count() }).from(smsMessages).where(eq(smsMessages.phoneId, phoneId)))[0]!
    .n;

interface Sms {
  id: string;
  sender: string;
  body: string;
  receivedAt: string;
  senderKnown: boolean;
  templateId: string | null;
  transactionId: string | null;
  amount: number | null;
  currency: string | null;
  payerNumber: string | null;
  paymentId: string | null;
}
const smsOf = async (agent: Agent, phoneId: string, query = '') => {
  const res = await agent.get(`/api/receiving-phones/${phoneId}/sms${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Sms[]; total: number; page: number; pageSize: number };
};

describe('receiving phones', () => {
  it('lets only instructors and admins register phones, each seeing only their own', async () => {
    await expectAccess(c, (a) => a.post('/api/receiving-phones', {}), {
      visitor: 401,
      student: 403,
      owner: 400,
      admin: 400,
    });
    await expectAccess(c, (a) => a.get('/api/receiving-phones'), {
      visitor: 401,
      student: 403,
      owner: 200,
      admin: 200,
    });
    const phone = await registerPhone(c.owner.agent);
    const ofPhone = `/api/receiving-phones/${phone.id}`;
    await expectAccess(c, (a) => a.patch(ofPhone, { autoConfirm: true }), {
      visitor: 401,
      student: 403,
      other: 404,
      admin: 404,
      owner: 200,
    });
    await expectAccess(c, (a) => a.get(`${ofPhone}/sms`), {
      visitor: 401,
      student: 403,
      other: 404,
      admin: 404,
      owner: 200,
    });
    await expectAccess(c, (a) => a.post(`${ofPhone}/rotate`), {
      visitor: 401,
      student: 403,
      other: 404,
      admin: 404,
      owner: 200,
    });
    await expectAccess(c, (a) => a.delete(ofPhone), {
      visitor: 401,
      student: 403,
      other: 404,
      admin: 404,
      owner: 204,
    });
    // Revoked: gone for its owner too.
    await expectAccess(c, (a) => a.patch(ofPhone, { autoConfirm: false }), { owner: 404 });
    expect((await c.owner.agent.get(`${ofPhone}/sms`)).json()).toEqual({
      message: m.notFound,
      code: 'RECEIVING_PHONE_NOT_FOUND',
    });
    expect((await c.owner.agent.get('/api/receiving-phones/pas-un-id/sms')).statusCode).toBe(404);

    const mine = await registerPhone(c.other.agent);
    const adminPhone = await registerPhone(c.admin.agent, { operator: 'airtel' });
    const listed = (await c.other.agent.get('/api/receiving-phones')).json() as { id: string }[];
    expect(listed.map((p) => p.id)).toEqual([mine.id]);
    const adminList = (await c.admin.agent.get('/api/receiving-phones')).json() as {
      id: string;
    }[];
    expect(adminList.map((p) => p.id)).toEqual([adminPhone.id]);
  });

  it('shows the forwarding address once, at creation and rotation, and stores only its hash', async () => {
    const res = await c.owner.agent.post('/api/receiving-phones', {
      operator: 'orange',
      phoneNumber: '0841 23 45 99',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as Created;
    expect(Object.keys(created).sort()).toEqual(
      ['autoConfirm', 'forwardingUrl', 'id', 'operator', 'phoneNumber'].sort(),
    );
    expect(created).toMatchObject({
      operator: 'orange',
      phoneNumber: '+243841234599',
      autoConfirm: false,
    });
    const match = /^http:\/\/localhost:\d+\/api\/sms-inbox\/([A-Za-z0-9_-]{43})$/.exec(
      created.forwardingUrl,
    );
    expect(match).not.toBeNull();
    const secret = match![1]!;
    const [row] = await t.db
      .select({ secretHash: receivingPhones.secretHash })
      .from(receivingPhones)
      .where(eq(receivingPhones.id, created.id));
    expect(row!.secretHash).toBe(hashToken(secret));

    const list = await c.owner.agent.get('/api/receiving-phones');
    expect(list.body).not.toContain(secret);
    expect(list.body).not.toContain('forwardingUrl');
    const phone = (list.json() as Record<string, unknown>[]).find((p) => p.id === created.id);
    expect(phone).toEqual({
      id: created.id,
      operator: 'orange',
      phoneNumber: '+243841234599',
      autoConfirm: false,
      createdAt: expect.any(String),
      lastSmsAt: null,
      unreadCount: 0,
    });

    const rotated = await c.owner.agent.post(`/api/receiving-phones/${created.id}/rotate`);
    expect(rotated.statusCode).toBe(200);
    const { forwardingUrl } = rotated.json() as { forwardingUrl: string };
    expect(forwardingUrl).not.toBe(created.forwardingUrl);
    expect((await c.owner.agent.get('/api/receiving-phones')).body).not.toContain(
      forwardingUrl.split('/').pop()!,
    );

    const patched = await c.owner.agent.patch(`/api/receiving-phones/${created.id}`, {
      autoConfirm: true,
    });
    expect(patched.json()).toMatchObject({ id: created.id, autoConfirm: true });
    expect(patched.body).not.toContain('forwardingUrl');
  });

  it('refuses the same number twice for one owner while in service (409), and bad inputs (400)', async () => {
    const phoneNumber = freshNumber();
    await registerPhone(c.owner.agent, { phoneNumber });
    const again = await c.owner.agent.post('/api/receiving-phones', {
      operator: 'airtel',
      phoneNumber: phoneNumber.replace('+243', '0'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: m.duplicate, code: 'RECEIVING_PHONE_EXISTS' });
    // Someone else may register it; and once revoked, its owner may again.
    const others = await registerPhone(c.admin.agent, { phoneNumber });
    expect(others.phoneNumber).toBe(phoneNumber);
    const same = (
      (await c.owner.agent.get('/api/receiving-phones')).json() as {
        id: string;
        phoneNumber: string;
      }[]
    ).find((p) => p.phoneNumber === phoneNumber)!;
    expect((await c.owner.agent.delete(`/api/receiving-phones/${same.id}`)).statusCode).toBe(204);
    await registerPhone(c.owner.agent, { phoneNumber });

    const wrongEverywhere = { operator: 'wave', phoneNumber: '12345', autoConfirm: 'oui' };
    const bad = await c.owner.agent.post('/api/receiving-phones', wrongEverywhere);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      operator: m.operatorRequired,
      phoneNumber: phoneMessages.invalid,
      autoConfirm: m.autoConfirmInvalid,
    });
    const badPatch = await c.owner.agent.patch(`/api/receiving-phones/${same.id}`, {});
    expect(badPatch.statusCode).toBe(400);
  });
});

describe('the SMS inbox', () => {
  raceIt(
    'has the shipped templates in a fresh database, and inserting them again changes nothing',
    async () => {
      const ids = DEFAULT_SMS_TEMPLATES.map((d) => d.id);
      const present = await t.db
        .select({ id: smsTemplates.id })
        .from(smsTemplates)
        .where(inArray(smsTemplates.id, ids));
      expect(present).toHaveLength(ids.length);
      // Several instances starting at once.
      await Promise.all([1, 2, 3].map(() => insertDefaultTemplates(t.db)));
      const [all] = await t.db.select({ n: count() }).from(smsTemplates);
      expect(all!.n).toBe(ids.length);
      const active = await listActiveTemplates(t.db);
      expect(active.map((a) => a.id).sort()).toEqual([...ids].sort());
    },
  );

  it('stores the three operators’ SMS, in three JSON shapes, with what was read', async () => {
    const mpesa = await registerPhone(c.owner.agent, { operator: 'mpesa' });
    const airtel = await registerPhone(c.owner.agent, { operator: 'airtel' });
    const orange = await registerPhone(c.owner.agent, { operator: 'orange' });

    const at = '2026-11-25T13:32:10.000Z';
    const ms = Date.parse('2026-11-25T13:33:00.000Z');
    const seconds = Date.parse('2026-11-25T13:34:00.000Z') / 1000;
    const answers = [
      await inbox(mpesa.secret, { from: 'M-PESA', text: MPESA_SMS, receivedAt: at }),
      await inbox(airtel.secret, { sender: 'AirtelMoney', message: AIRTEL_SMS, timestamp: ms }),
      await inbox(orange.secret, { address: 'OrangeMoney', body: ORANGE_SMS, date: seconds }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(202);
      expect(res.json()).toEqual({ id: expect.any(String), duplicate: false });
    }

    const [m1] = (await smsOf(c.owner.agent, mpesa.id)).items;
    expect(m1).toEqual({
      id: answers[0]!.json().id,
      sender: 'M-PESA',
      body: MPESA_SMS,
      receivedAt: at,
      createdAt: expect.any(String),
      senderKnown: true,
      templateId: DEFAULT_SMS_TEMPLATES.find((d) => d.operator === 'mpesa')!.id,
      transactionId: 'ABC123XYZ9',
      amount: 25000,
      currency: 'CDF',
      payerNumber: '+243812345678',
      paymentId: null,
    });
    const [a1] = (await smsOf(c.owner.agent, airtel.id)).items;
    expect(a1).toMatchObject({
      sender: 'AirtelMoney',
      receivedAt: '2026-11-25T13:33:00.000Z',
      senderKnown: true,
      transactionId: 'CI251125.1432.B45678',
      amount: 25000,
      currency: 'CDF',
      payerNumber: '+243991234567',
    });
    const [o1] = (await smsOf(c.owner.agent, orange.id)).items;
    expect(o1).toMatchObject({
      sender: 'OrangeMoney',
      receivedAt: '2026-11-25T13:34:00.000Z',
      senderKnown: true,
      transactionId: 'PP251125.1432.C78901',
      amount: 25000,
      currency: 'CDF',
      payerNumber: '+243841234567',
    });

    const list = (await c.owner.agent.get('/api/receiving-phones')).json() as {
      id: string;
      lastSmsAt: string | null;
      unreadCount: number;
    }[];
    const listed = list.find((p) => p.id === mpesa.id)!;
    expect(listed.unreadCount).toBe(1);
    expect(listed.lastSmsAt).not.toBeNull();
  });

  it('reads an SMS with the phone operator’s templates only, and knows an ordinary number is no operator', async () => {
    const phone = await registerPhone(c.owner.agent, { operator: 'mpesa' });
    const fromNumber = await inbox(phone.secret, { from: '+243812345678', text: MPESA_SMS });
    expect(fromNumber.statusCode).toBe(202);
    // An Airtel SMS reaching an M-Pesa phone is stored, but not read.
    await inbox(phone.secret, { from: 'AirtelMoney', text: AIRTEL_SMS });
    const { items } = await smsOf(c.owner.agent, phone.id);
    const spoofed = items.find((s) => s.sender === '+243812345678')!;
    expect(spoofed.senderKnown).toBe(false);
    expect(spoofed.transactionId).toBe('ABC123XYZ9');
    const airtel = items.find((s) => s.sender === 'AirtelMoney')!;
    expect(airtel).toMatchObject({ senderKnown: false, templateId: null, transactionId: null });
  });

  it('keeps the amount only in FC, and the currency as read', async () => {
    const phone = await registerPhone(c.owner.agent, { operator: 'mpesa' });
    await inbox(phone.secret, {
      from: 'M-PESA',
      text: 'XYZ987ABC1 Confirmé. Vous avez reçu 10.00 USD de JEAN MUKENDI 243812345678 le 25/11/26 à 14:32.',
    });
    const [sms] = (await smsOf(c.owner.agent, phone.id)).items;
    expect(sms).toMatchObject({ transactionId: 'XYZ987ABC1', amount: null, currency: 'USD' });
  });

  it('stores the same SMS once, however often the app sends it', async () => {
    const phone = await registerPhone(c.owner.agent);
    const body = { from: 'M-PESA', text: MPESA_SMS, receivedAt: '2026-11-25T13:32:00Z' };
    const first = await inbox(phone.secret, body);
    const second = await inbox(phone.secret, body);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual({ id: first.json().id, duplicate: true });
    expect(await smsCount(phone.id)).toBe(1);
    // Another time is another SMS.
    await inbox(phone.secret, { ...body, receivedAt: '2026-11-25T13:40:00Z' });
    expect(await smsCount(phone.id)).toBe(2);
  });

  it('refuses a wrong, revoked or replaced address (401) and stores nothing', async () => {
    const phone = await registerPhone(c.owner.agent);
    const body = { from: 'M-PESA', text: MPESA_SMS };
    for (const secret of ['x'.repeat(43), 'nimporte-quoi', phone.secret.slice(0, -1)]) {
      const res = await inbox(secret, body);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: m.inboxInvalid, code: 'SMS_INBOX_UNKNOWN' });
    }
    expect(await smsCount(phone.id)).toBe(0);

    const rotated = (
      await c.owner.agent.post(`/api/receiving-phones/${phone.id}/rotate`)
    ).json() as { forwardingUrl: string };
    const newSecret = rotated.forwardingUrl.split('/').pop()!;
    expect((await inbox(phone.secret, body)).statusCode).toBe(401);
    expect((await inbox(newSecret, body)).statusCode).toBe(202);
    expect(await smsCount(phone.id)).toBe(1);

    await c.owner.agent.delete(`/api/receiving-phones/${phone.id}`);
    expect((await inbox(newSecret, { ...body, text: 'Un autre SMS' })).statusCode).toBe(401);
    // Revoking keeps what was received.
    expect(await smsCount(phone.id)).toBe(1);
  });

  it('answers bad inputs with 400 and a French message, never 5xx', async () => {
    const phone = await registerPhone(c.owner.agent);
    const url = `/api/sms-inbox/${phone.secret}`;
    const cases: [Record<string, unknown> | unknown[], string, string][] = [
      [{ from: 'M-PESA' }, 'text', m.smsTextRequired],
      [{ from: 'M-PESA', text: '   ' }, 'text', m.smsTextRequired],
      [{ text: MPESA_SMS }, 'from', m.smsSenderRequired],
      [{ from: 'M-PESA', text: 'x'.repeat(2001) }, 'text', m.smsTextTooLong],
      [{ from: 'M'.repeat(101), text: MPESA_SMS }, 'from', m.smsSenderTooLong],
      [{ from: 'M-PESA', text: MPESA_SMS, receivedAt: 'hier' }, 'receivedAt', m.smsTimeInvalid],
      [{ from: 'M-PESA', text: MPESA_SMS, timestamp: 1e20 }, 'receivedAt', m.smsTimeInvalid],
      [{ from: 'M-PESA', text: { a: 1 } }, 'text', m.smsFieldInvalid],
      [[], '_', m.smsBodyInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await phoneApp().post(url, body as Record<string, unknown>);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: message } });
    }
    const notJson = await postRawJson(t.app, url, '{"from": "M-PESA", text');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({
      message: 'Le corps de la requête est invalide',
      code: 'INVALID_BODY',
    });
    const noBody = await t.app.inject({ method: 'POST', url });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json().message).toBe(m.smsBodyInvalid);
    const control = await phoneApp().post(url, { from: 'M-PESA', text: 'a\u0000b' });
    expect(control.statusCode).toBe(400);
    expect(await smsCount(phone.id)).toBe(0);
  });

  it('also reads a form, JSON sent as text/plain, and a sender given as a number', async () => {
    const phone = await registerPhone(c.owner.agent);
    const form = await t.app.inject({
      method: 'POST',
      url: `/api/sms-inbox/${phone.secret}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        originatingAddress: 'MPESA',
        content: MPESA_SMS,
        sentStamp: '1795613520000',
      }).toString(),
    });
    expect(form.statusCode, form.body).toBe(202);
    const plain = await t.app.inject({
      method: 'POST',
      url: `/api/sms-inbox/${phone.secret}`,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      payload: JSON.stringify({ number: 243812345678, msg: 'Bonjour', receivedStamp: '' }),
    });
    expect(plain.statusCode, plain.body).toBe(202);
    const { items } = await smsOf(c.owner.agent, phone.id);
    expect(items.find((s) => s.sender === 'MPESA')).toMatchObject({
      senderKnown: true,
      transactionId: 'ABC123XYZ9',
      receivedAt: new Date(1795613520000).toISOString(),
    });
    expect(items.find((s) => s.sender === '243812345678')).toMatchObject({
      body: 'Bonjour',
      senderKnown: false,
      templateId: null,
    });
    // Only the inbox reads forms: the rest of the API stays JSON only.
    const elsewhere = await c.owner.agent.request('POST', '/api/receiving-phones', undefined, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'operator=mpesa&phoneNumber=0812345678',
    });
    expect(elsewhere.statusCode).toBe(415);
  });

  it('lists a phone’s SMS newest first, by page, with the payment each is attached to', async () => {
    const phone = await registerPhone(c.owner.agent);
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await inbox(phone.secret, {
        from: 'M-PESA',
        text: `SMS ${i}`,
        receivedAt: new Date(Date.UTC(2026, 10, 25, 10, i)).toISOString(),
      });
      ids.push(res.json().id);
    }
    const [payment] = await t.db
      .insert(payments)
      .values({
        kind: 'course',
        itemId: c.course.id,
        buyerId: c.student.user.id,
        amount: 25000,
        paymentMethod: 'mpesa',
        phoneNumber: '+243812345678',
        smsId: ids[1],
      })
      .returning({ id: payments.id });

    const page1 = await smsOf(c.owner.agent, phone.id, '?pageSize=2');
    expect(page1).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page1.items.map((s) => s.id)).toEqual([ids[2], ids[1]]);
    expect(page1.items[1]!.paymentId).toBe(payment!.id);
    const page2 = await smsOf(c.owner.agent, phone.id, '?pageSize=2&page=2');
    expect(page2.items.map((s) => s.id)).toEqual([ids[0]]);
    const unmatched = await smsOf(c.owner.agent, phone.id, '?unmatched=true');
    expect(unmatched.total).toBe(2);
    expect(unmatched.items.map((s) => s.id)).toEqual([ids[2], ids[0]]);
    const bad = await c.owner.agent.get(`/api/receiving-phones/${phone.id}/sms?unmatched=oui`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ unmatched: m.unmatchedInvalid });

    const listed = (
      (await c.owner.agent.get('/api/receiving-phones')).json() as {
        id: string;
        unreadCount: number;
      }[]
    ).find((p) => p.id === phone.id)!;
    expect(listed.unreadCount).toBe(2);
  });
});

describe('the inbox service', () => {
  it('tells the matcher once per stored SMS, after it is stored, and survives its failure', async () => {
    const phone = await registerPhone(c.owner.agent);
    const told: { id: string; stored: number }[] = [];
    const failures: unknown[] = [];
    const service = createSmsInboxService(t.db, {
      templates: createSmsTemplatesService(t.db),
      limits: createAuthLimits({ limits: defaultAuthRateLimits }),
      onSmsStored: async (id) => {
        const [row] = await t.db
          .select({ n: count() })
          .from(smsMessages)
          .where(eq(smsMessages.id, id));
        told.push({ id, stored: row!.n });
        if (told.length === 2) throw new Error('matcher down');
      },
      onSmsStoredError: (err) => failures.push(err),
    });
    const sms = { sender: 'M-PESA', text: MPESA_SMS, receivedAt: new Date('2026-11-25T13:32:00Z') };
    const first = await service.receive(phone.secret, sms, '10.1.1.1');
    const again = await service.receive(phone.secret, sms, '10.1.1.1');
    expect(again).toEqual({ id: first.id, duplicate: true });
    expect(told).toEqual([{ id: first.id, stored: 1 }]);

    const other = await service.receive(phone.secret, { ...sms, text: 'Autre' }, '10.1.1.1');
    expect(other.duplicate).toBe(false);
    expect(told).toHaveLength(2);
    expect(failures).toHaveLength(1);
    expect(await smsCount(phone.id)).toBe(2);
  });

  it('limits the SMS per address and per phone (429), in the service’s own counters', async () => {
    const phone = await registerPhone(c.owner.agent);
    const limited = createSmsInboxService(t.db, {
      templates: createSmsTemplatesService(t.db),
      limits: createAuthLimits({
        limits: { ...defaultAuthRateLimits, smsInboxPerPhone: 2, smsInboxPerAddress: 3 },
        keyPrefix: 'test-sms-service',
      }),
      onSmsStored: async () => undefined,
      onSmsStoredError: () => undefined,
    });
    const sms = (text: string) => ({ sender: 'M-PESA', text, receivedAt: null });
    await limited.receive(phone.secret, sms('1'), '10.2.0.1');
    await limited.receive(phone.secret, sms('2'), '10.2.0.2');
    await expect(limited.receive(phone.secret, sms('3'), '10.2.0.3')).rejects.toMatchObject({
      code: 'SMS_INBOX_LIMIT',
    });
    for (let i = 0; i < 3; i += 1)
      await expect(limited.receive(`faux-${i}`, sms('x'), '10.2.0.9')).rejects.toMatchObject({
        code: 'SMS_INBOX_UNKNOWN',
      });
    await expect(limited.receive('faux-4', sms('x'), '10.2.0.9')).rejects.toMatchObject({
      code: 'SMS_INBOX_LIMIT',
    });
  });

  it('answers 429 with a French message over the limit', async () => {
    const limitedApp = await createTestApp({
      rateLimits: { ...defaultAuthRateLimits, smsInboxPerPhone: 2, smsInboxPerAddress: 1000 },
    });
    try {
      const owner = await cast(limitedApp);
      const res = await owner.owner.agent.post('/api/receiving-phones', {
        operator: 'mpesa',
        phoneNumber: '0812345678',
      });
      const secret = (res.json() as Created).forwardingUrl.split('/').pop()!;
      const post = (text: string) =>
        new Agent(limitedApp.app, { remoteAddress: '10.3.0.1' }).post(`/api/sms-inbox/${secret}`, {
          from: 'M-PESA',
          text,
        });
      expect((await post('1')).statusCode).toBe(202);
      expect((await post('2')).statusCode).toBe(202);
      const over = await post('3');
      expect(over.statusCode).toBe(429);
      expect(over.json()).toEqual({ message: m.inboxLimit, code: 'SMS_INBOX_LIMIT' });
    } finally {
      await limitedApp.close();
    }
  });
});

describe('SMS templates', () => {
  const input = {
    operator: 'mpesa',
    name: 'M-Pesa : transfert reçu (nouveau format)',
    pattern: String.raw`^(?<transactionId>[A-Z0-9]{10}) valid[ée]\.\s+(?<amount>\d+)\s*(?<currency>FC|CDF)`,
    senders: [' M-PESA ', 'MPESA'],
    verified: true,
  };
  const auditLines = (entityId: string) =>
    t.db
      .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sms_templates'), eq(auditLog.entityId, entityId)))
      .orderBy(auditLog.createdAt);

  it('are for admins only', async () => {
    const id = DEFAULT_SMS_TEMPLATES[0]!.id;
    await expectAccess(c, (a) => a.get('/api/admin/sms-templates'), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 200,
    });
    await expectAccess(c, (a) => a.post('/api/admin/sms-templates', {}), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 400,
    });
    await expectAccess(c, (a) => a.put(`/api/admin/sms-templates/${id}`, {}), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 400,
    });
    await expectAccess(c, (a) => a.delete(`/api/admin/sms-templates/${id}`), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 409,
    });
    await expectAccess(c, (a) => a.post('/api/admin/sms-templates/preview', {}), {
      visitor: 401,
      student: 403,
      owner: 403,
      admin: 400,
    });
  });

  it('lists the shipped defaults, to be checked on a real SMS, which cannot be deleted', async () => {
    const list = (await c.admin.agent.get('/api/admin/sms-templates')).json() as {
      id: string;
      operator: string;
      verified: boolean;
      isDefault: boolean;
    }[];
    for (const d of DEFAULT_SMS_TEMPLATES)
      expect(list.find((x) => x.id === d.id)).toMatchObject({
        operator: d.operator,
        verified: false,
        isDefault: true,
      });
    const res = await c.admin.agent.delete(
      `/api/admin/sms-templates/${DEFAULT_SMS_TEMPLATES[0]!.id}`,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: m.templateDefault, code: 'SMS_TEMPLATE_DEFAULT' });
    expect(
      (await c.admin.agent.delete('/api/admin/sms-templates/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
  });

  it('are created, changed and deleted by admins, each change with its audit line', async () => {
    const created = await c.admin.agent.post('/api/admin/sms-templates', input);
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json() as { id: string };
    expect(template).toMatchObject({
      ...input,
      senders: ['M-PESA', 'MPESA'],
      isActive: true,
      isDefault: false,
    });

    // It reads the SMS it was written for.
    const phone = await registerPhone(c.owner.agent, { operator: 'mpesa' });
    await inbox(phone.secret, { from: 'MPESA', text: 'QWE123RTY4 validé. 5000 FC reçus.' });
    const [read] = (await smsOf(c.owner.agent, phone.id)).items;
    expect(read).toMatchObject({
      templateId: template.id,
      transactionId: 'QWE123RTY4',
      amount: 5000,
      currency: 'CDF',
    });

    const updated = await c.admin.agent.put(`/api/admin/sms-templates/${template.id}`, {
      ...input,
      isActive: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ isActive: false });
    expect((await c.admin.agent.delete(`/api/admin/sms-templates/${template.id}`)).statusCode).toBe(
      204,
    );
    expect((await c.admin.agent.delete(`/api/admin/sms-templates/${template.id}`)).statusCode).toBe(
      404,
    );

    const lines = await auditLines(template.id);
    expect(lines.map((l) => l.action)).toEqual([
      'sms_template.create',
      'sms_template.update',
      'sms_template.delete',
    ]);
    expect(lines[1]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
    expect(lines[2]!.after).toBeNull();
  });

  it('deactivates a default: SMS of its operator are no longer read', async () => {
    const orangeDefault = DEFAULT_SMS_TEMPLATES.find((d) => d.operator === 'orange')!;
    const body = { ...orangeDefault, senders: [...orangeDefault.senders], isActive: false };
    delete (body as Partial<typeof body>).id;
    expect(
      (await c.admin.agent.put(`/api/admin/sms-templates/${orangeDefault.id}`, body)).statusCode,
    ).toBe(200);
    try {
      const phone = await registerPhone(c.owner.agent, { operator: 'orange' });
      await inbox(phone.secret, { from: 'OrangeMoney', text: ORANGE_SMS });
      const [sms] = (await smsOf(c.owner.agent, phone.id)).items;
      // Its sender names are those of active templates only.
      expect(sms).toMatchObject({ templateId: null, transactionId: null, senderKnown: false });
    } finally {
      await c.admin.agent.put(`/api/admin/sms-templates/${orangeDefault.id}`, {
        ...body,
        isActive: true,
      });
    }
  });

  it('refuse an invalid pattern (400) and one that reads neither ID nor amount', async () => {
    const invalid = await c.admin.agent.post('/api/admin/sms-templates', {
      ...input,
      pattern: '(?<amount>\\d+',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual({ pattern: smsPreviewMessages.invalidPattern });
    const noGroup = await c.admin.agent.post('/api/admin/sms-templates', {
      ...input,
      pattern: 'Vous avez re[çc]u (\\d+)',
    });
    expect(noGroup.json().fields).toEqual({ pattern: m.patternGroupMissing });
    const escaped = await c.admin.agent.post('/api/admin/sms-templates', {
      ...input,
      pattern: '\\(?<amount>\\d+',
    });
    expect(escaped.statusCode).toBe(400);
    const tooLong = await c.admin.agent.put(
      `/api/admin/sms-templates/${DEFAULT_SMS_TEMPLATES[1]!.id}`,
      {
        ...input,
        name: '',
        pattern: `(?<amount>\\d+)${'a'.repeat(2000)}`,
        senders: ['M-PESA', 'x'.repeat(101)],
      },
    );
    expect(tooLong.json().fields).toMatchObject({
      name: m.templateNameRequired,
      pattern: m.patternTooLong,
      'senders.1': m.senderInvalid,
    });
    const listed = await c.admin.agent.post('/api/admin/sms-templates', {
      ...input,
      senders: 'M-PESA, , Vodacom',
    });
    expect(listed.json()).toMatchObject({ senders: ['M-PESA', 'Vodacom'] });
    await c.admin.agent.delete(`/api/admin/sms-templates/${listed.json().id}`);
  });

  it('preview what a pattern reads from a sample SMS', async () => {
    const mpesa = DEFAULT_SMS_TEMPLATES.find((d) => d.operator === 'mpesa')!;
    const res = await c.admin.agent.post('/api/admin/sms-templates/preview', {
      pattern: mpesa.pattern,
      text: MPESA_SMS,
      sender: 'M-Pesa',
      operator: 'mpesa',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      groups: {
        transactionId: 'ABC123XYZ9',
        amount: '25000.00',
        currency: 'CDF',
        payer: '243812345678',
        date: '25/11/26 à 14:32',
      },
      reading: {
        transactionId: 'ABC123XYZ9',
        amount: 25000,
        currency: 'CDF',
        payerNumber: '+243812345678',
        date: '2026-11-25T13:32:00.000Z',
      },
      senderKnown: true,
    });
    const noMatch = await c.admin.agent.post('/api/admin/sms-templates/preview', {
      pattern: mpesa.pattern,
      text: 'Bonjour',
    });
    expect(noMatch.json()).toEqual({ ok: true, groups: null, reading: null, senderKnown: null });
    const invalid = await c.admin.agent.post('/api/admin/sms-templates/preview', {
      pattern: '([',
      text: 'Bonjour',
    });
    expect(invalid.statusCode).toBe(200);
    expect(invalid.json()).toEqual({ ok: false, error: smsPreviewMessages.invalidPattern });
  });
});
