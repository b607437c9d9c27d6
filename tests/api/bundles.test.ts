import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bundleMessages as m } from '../../src/contract/bundles.ts';
import { createTrainingBundle } from '../../src/server/db/factories/commerce.ts';
import { courses, quoteRequests } from '../../src/server/db/schema/index.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';
import { insertCourse, signedInUser } from '../helpers/factories.ts';

let t: TestApp;
let visitor: Agent;
let individualId: string;
let corporateId: string;
let courseIds: string[];
beforeAll(async () => {
  t = await createTestApp();
  visitor = new Agent(t.app);
  const { user } = await signedInUser(t.app, t.db, 'instructor');
  const rows = await Promise.all(
    ['HTML et CSS', 'JavaScript', 'Brouillon', 'Supprimé'].map((title, i) =>
      insertCourse(t.db, {
        instructorId: user.id,
        title,
        duration: 4 + i,
        level: 'beginner',
        status: title === 'Brouillon' ? 'draft' : 'published',
      }),
    ),
  );
  courseIds = rows.map((r) => r.id);
  individualId = (
    await createTrainingBundle(t.db, {
      name: 'Parcours Web',
      sector: 'Numérique',
      targetAudience: 'individual',
      courseIds,
      estimatedPrice: 75_000,
      duration: 18,
    })
  ).id;
  corporateId = (
    await createTrainingBundle(t.db, {
      name: 'Bureautique Entreprise',
      sector: 'Administration',
      targetAudience: 'corporate',
      courseIds: [courseIds[0]!],
    })
  ).id;
  await t.db.delete(courses).where(eq(courses.id, courseIds[3]!));
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/training-bundles', () => {
  it('embeds each bundle’s published courses, never a draft or a deleted one', async () => {
    const res = await visitor.get('/api/training-bundles');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { id: string; courses: { title: string }[] }[];
    const web = list.find((b) => b.id === individualId)!;
    expect(web).toMatchObject({
      targetAudience: 'individual',
      estimatedPrice: 75_000,
      duration: 18,
    });
    expect(web.courses).toEqual([
      { id: courseIds[0], title: 'HTML et CSS', duration: 4, level: 'beginner' },
      { id: courseIds[1], title: 'JavaScript', duration: 5, level: 'beginner' },
    ]);
    expect(list.find((b) => b.id === corporateId)).toMatchObject({
      targetAudience: 'corporate',
      estimatedPrice: null,
    });
  });
});

describe('POST /api/quote-requests', () => {
  const quote = (agent: Agent, body: Record<string, unknown> = {}) =>
    agent.post('/api/quote-requests', {
      bundleId: corporateId,
      contactName: 'Mireille Kalonji',
      companyName: 'Brasserie du Katanga',
      email: ' Contact@Brasserie.cd ',
      phone: '+243 81 555 0101',
      numberOfEmployees: 40,
      message: 'Formation de 40 agents administratifs.',
      ...body,
    });

  it('takes a quote request from a visitor, and records a signed-in caller', async () => {
    const res = await quote(visitor);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, res.json().id));
    expect(row).toMatchObject({
      status: 'pending',
      userId: null,
      email: 'contact@brasserie.cd',
      numberOfEmployees: 40,
    });
    const { agent, user } = await signedInUser(t.app, t.db, 'student');
    const mine = await quote(agent, { companyName: '', message: '' });
    const [recorded] = await t.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.id, mine.json().id));
    expect(recorded).toMatchObject({ userId: user.id, companyName: null, message: null });
  });

  it('requires contact name, email and phone, employees ≥ 1, and a known bundle', async () => {
    const before = (await t.db.select().from(quoteRequests)).length;
    const missing = await quote(visitor, { contactName: ' ', email: 'pas-un-email', phone: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      contactName: m.contactRequired,
      email: 'Email invalide',
      phone: m.phoneRequired,
    });
    const employees = await quote(visitor, { numberOfEmployees: 0 });
    expect(employees.json().fields).toEqual({ numberOfEmployees: m.employeesMin });
    const unknown = await quote(visitor, { bundleId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.json()).toEqual({ message: m.bundleNotFound, code: 'BUNDLE_NOT_FOUND' });
    expect(await t.db.select().from(quoteRequests)).toHaveLength(before);
  });
});
