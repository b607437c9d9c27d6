import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_TTL_MS } from '../../src/server/modules/courses/catalogue-cache.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';
import { insertCourse, insertLesson, signedInUser } from '../helpers/factories.ts';

/**
 * The anonymous catalogue is kept in memory, serialized and compressed (issue 29, part 6): a
 * visitor's request reads no database; every change of a course, a lesson or an enrolment made
 * through the app shows at once; a change made behind its back (another instance) within the TTL.
 */
let t: TestApp;
let statements = 0;
let clock = new Date();
let instructor: Awaited<ReturnType<typeof signedInUser>>;
let course: { id: string };

beforeAll(async () => {
  t = await createTestApp({
    now: () => clock,
    dbLogger: { logQuery: () => void (statements += 1) },
  });
  instructor = await signedInUser(t.app, t.db, 'instructor');
  course = await insertCourse(t.db, {
    instructorId: instructor.user.id,
    title: 'Comptabilité de base',
    // Long enough to be compressed (1 KB and more).
    description: 'Tenir ses comptes, du cahier de caisse au bilan. '.repeat(30),
    mobileMoneyInfo: { mpesa: '+243810000001' },
  });
  await insertLesson(t.db, { courseId: course.id, title: 'Le cahier de caisse', duration: 20 });
});
afterAll(async () => {
  await t?.close();
});

type Card = {
  id: string;
  title: string;
  lessonCount: number;
  totalLessonMinutes: number;
  enrollmentCount: number;
  isEnrolled: boolean;
  progress: number | null;
};
type Page = {
  items: Card[];
  total: number;
  stats: { courseCount: number; enrollmentCount: number };
};

const visitor = () => new Agent(t.app);
const page = async (agent: Agent = visitor()) => {
  const res = await agent.get('/api/courses?limit=24');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};
const card = async (id: string, agent?: Agent) =>
  (await page(agent)).items.find((c) => c.id === id);
/** A course only the database knows of: written behind the app's back, as another instance would. */
const insertBehindTheBack = (title: string) =>
  insertCourse(t.db, { instructorId: instructor.user.id, title });

describe('the cached catalogue', () => {
  it('answers visitors from memory, without a database statement, until the TTL', async () => {
    await page();
    statements = 0;
    const again = await visitor().get('/api/courses?sort=recent&limit=24&page=1');
    expect(again.statusCode).toBe(200);
    expect(statements).toBe(0);

    const hidden = await insertBehindTheBack('Écrit par une autre instance');
    expect(await card(hidden.id)).toBeUndefined();
    clock = new Date(clock.getTime() + CATALOGUE_TTL_MS + 1);
    expect(await card(hidden.id)).toBeDefined();
  });

  it('sends the same JSON in brotli, gzip or plain, with one ETag and a 304 for it', async () => {
    const plain = await visitor().get('/api/courses?limit=24');
    const br = await visitor().get('/api/courses?limit=24', {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const gz = await visitor().get('/api/courses?limit=24', {
      headers: { 'accept-encoding': 'gzip;q=1, br;q=0.5' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    for (const res of [plain, br, gz]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    }
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const unchanged = await visitor().get('/api/courses?limit=24', {
      headers: { 'if-none-match': String(plain.headers.etag), 'accept-encoding': 'br' },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.rawPayload.length).toBe(0);
  });

  it('carries the security headers of any other JSON answer, failures included', async () => {
    // The route skips helmet and sets what helmet leaves on JSON (src/server/http/prepared-json.ts).
    const own = new Set([
      'content-length',
      'etag',
      'vary',
      'content-encoding',
      'date',
      'connection',
    ]);
    const headersOf = (res: { headers: Record<string, unknown> }) =>
      Object.fromEntries(Object.entries(res.headers).filter(([name]) => !own.has(name)));
    const reference = headersOf(await visitor().get(`/api/courses/${course.id}`));
    expect(reference['x-content-type-options']).toBe('nosniff');
    const learner = await signedInUser(t.app, t.db, 'student');
    await learner.agent.post('/api/enrollments', { courseId: course.id });
    const br = { headers: { 'accept-encoding': 'br' } };
    const answers = [
      // The whole way, then the same URL again: answered before validation, straight to the socket.
      await visitor().get('/api/courses?sort=popular&limit=12', br),
      await visitor().get('/api/courses?sort=popular&limit=12', br),
      await visitor().get('/api/courses'),
      await visitor().get('/api/courses'),
      await learner.agent.get('/api/courses?limit=24'),
    ];
    for (const res of answers) expect(headersOf(res)).toEqual(reference);
    expect(answers[1]!.rawPayload).toEqual(answers[0]!.rawPayload);
    expect(answers[1]!.headers).toMatchObject({
      'content-encoding': 'br',
      vary: 'accept-encoding',
      etag: answers[0]!.headers.etag,
      'content-length': String(answers[0]!.rawPayload.length),
    });
    const refused = await visitor().get('/api/courses?limit=0');
    expect(refused.statusCode).toBe(400);
    expect(headersOf(refused)).toEqual(headersOf(await visitor().get('/api/courses/nope')));
  });

  it('shows a course published through the app at once, and forgets a deleted one', async () => {
    await page();
    const created = await instructor.agent.post('/api/courses', {
      title: 'Vendre sur WhatsApp',
      description: 'Photos, catalogue et paiements.',
      category: 'Marketing',
      status: 'draft',
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { id: string }).id;
    expect(await card(id)).toBeUndefined();
    const before = (await page()).stats.courseCount;

    expect(
      (await instructor.agent.patch(`/api/courses/${id}`, { status: 'published' })).statusCode,
    ).toBe(200);
    expect(await card(id)).toMatchObject({ title: 'Vendre sur WhatsApp' });
    expect((await page()).stats.courseCount).toBe(before + 1);

    expect(
      (await instructor.agent.patch(`/api/courses/${id}`, { title: 'Vendre en ligne' })).statusCode,
    ).toBe(200);
    expect(await card(id)).toMatchObject({ title: 'Vendre en ligne' });

    expect((await instructor.agent.delete(`/api/courses/${id}`)).statusCode).toBe(204);
    expect(await card(id)).toBeUndefined();
  });

  it('counts a lesson added, changed or deleted through the app at once', async () => {
    const before = (await card(course.id))!;
    const added = await instructor.agent.post('/api/lessons', {
      courseId: course.id,
      title: 'Les marges',
      duration: 25,
    });
    expect(added.statusCode).toBe(201);
    expect(await card(course.id)).toMatchObject({
      lessonCount: before.lessonCount + 1,
      totalLessonMinutes: before.totalLessonMinutes + 25,
    });
    const lessonId = (added.json() as { id: string }).id;
    await instructor.agent.patch(`/api/lessons/${lessonId}`, { duration: 40 });
    expect((await card(course.id))!.totalLessonMinutes).toBe(before.totalLessonMinutes + 40);
    expect((await instructor.agent.delete(`/api/lessons/${lessonId}`)).statusCode).toBe(204);
    expect(await card(course.id)).toMatchObject({
      lessonCount: before.lessonCount,
      totalLessonMinutes: before.totalLessonMinutes,
    });
  });

  it('counts an enrolment at once, and marks it for its learner only', async () => {
    const free = await insertCourse(t.db, { instructorId: instructor.user.id, price: 0 });
    clock = new Date(clock.getTime() + CATALOGUE_TTL_MS + 1);
    const before = await page();
    expect(before.items.find((c) => c.id === free.id)?.enrollmentCount).toBe(0);

    const learner = await signedInUser(t.app, t.db, 'student');
    // Signed in, not yet enrolled: the visitors' answer, byte for byte.
    const signedIn = await learner.agent.get('/api/courses?limit=24');
    const anonymous = await visitor().get('/api/courses?limit=24');
    expect(signedIn.body).toBe(anonymous.body);

    expect((await learner.agent.post('/api/enrollments', { courseId: free.id })).statusCode).toBe(
      201,
    );
    const after = await page();
    expect(after.items.find((c) => c.id === free.id)).toMatchObject({
      enrollmentCount: 1,
      isEnrolled: false,
      progress: null,
    });
    expect(after.stats.enrollmentCount).toBe(before.stats.enrollmentCount + 1);
    expect(await card(free.id, learner.agent)).toMatchObject({
      enrollmentCount: 1,
      isEnrolled: true,
      progress: 0,
    });
    // The whole list too.
    const whole = (await learner.agent.get('/api/courses')).json() as Card[];
    expect(whole.find((c) => c.id === free.id)).toMatchObject({ isEnrolled: true, progress: 0 });
    expect(whole.find((c) => c.id === course.id)).toMatchObject({ isEnrolled: false });
  });

  it('counts an enrolment made by a confirmed payment at once', async () => {
    const priced = await insertCourse(t.db, {
      instructorId: instructor.user.id,
      price: 5000,
      mobileMoneyInfo: { mpesa: '+243810000002' },
    });
    clock = new Date(clock.getTime() + CATALOGUE_TTL_MS + 1);
    expect((await card(priced.id))?.enrollmentCount).toBe(0);
    const buyer = await signedInUser(t.app, t.db, 'student');
    const request = await buyer.agent.post('/api/payment-requests', {
      courseId: priced.id,
      paymentMethod: 'mpesa',
      phoneNumber: '0812345678',
    });
    expect(request.statusCode, request.body).toBe(201);
    const decided = await instructor.agent.patch(
      `/api/instructor/payment-requests/${(request.json() as { id: string }).id}`,
      { status: 'confirmed' },
    );
    expect(decided.statusCode, decided.body).toBe(200);
    expect((await card(priced.id))?.enrollmentCount).toBe(1);
  });

  it('shows the instructor their draft, which visitors never see', async () => {
    const draft = await insertCourse(t.db, { instructorId: instructor.user.id, status: 'draft' });
    expect(await card(draft.id, instructor.agent)).toBeDefined();
    expect(await card(draft.id)).toBeUndefined();
    const other = await signedInUser(t.app, t.db, 'instructor');
    expect(await card(draft.id, other.agent)).toBeUndefined();
  });
});
