import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseMessages } from '../../src/contract/courses.ts';
import { pagingMessages } from '../../src/contract/paging.ts';
import { createCourses } from '../../src/server/db/factories/courses.ts';
import { Agent, createTestApp, type TestApp } from '../helpers/app.ts';
import { insertCourse, insertEnrollment, signedInUser } from '../helpers/factories.ts';

/**
 * GET /api/courses by pages (issue 29, part 6): `limit` and `page` give one page with its totals;
 * without them the answer stays the whole list, as a plain array.
 */
let t: TestApp;
const PUBLISHED = 30;
const ENROLMENTS = 7;

beforeAll(async () => {
  t = await createTestApp();
  const instructor = await signedInUser(t.app, t.db, 'instructor');
  const day = 24 * 3600 * 1000;
  // Ten courses written by one statement share their creation time: the sorts must still give
  // every course exactly one place across pages.
  await createCourses(
    t.db,
    Array.from({ length: 10 }, (_, i) => ({
      instructorId: instructor.user.id,
      title: `Atelier ${i % 3}`,
      category: 'Design',
      price: (i % 2) * 10_000,
    })),
  );
  const older = [];
  for (let i = 0; i < PUBLISHED - 10; i++) {
    older.push(
      await insertCourse(t.db, {
        instructorId: instructor.user.id,
        title: `Cours ${String(i).padStart(2, '0')}`,
        category: i % 2 ? 'Business' : 'Programmation',
        price: (i % 4) * 5000,
        createdAt: new Date(Date.now() - (i + 1) * day),
      }),
    );
  }
  await insertCourse(t.db, { instructorId: instructor.user.id, status: 'draft' });
  await insertCourse(t.db, { instructorId: instructor.user.id, status: 'archived' });
  for (let i = 0; i < ENROLMENTS; i++) {
    const learner = await signedInUser(t.app, t.db, 'student');
    await insertEnrollment(t.db, learner.user.id, older[i % 3]!.id);
  }
});
afterAll(async () => {
  await t?.close();
});

const visitor = () => new Agent(t.app);
type Page = {
  items: { id: string; title: string }[];
  total: number;
  page: number;
  limit: number;
  hasMore: boolean;
  stats: { courseCount: number; enrollmentCount: number };
};
const get = async (query: string) => {
  const res = await visitor().get(`/api/courses${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Page;
};

describe('GET /api/courses by pages', () => {
  it('answers the whole list as a plain array without paging', async () => {
    const res = await visitor().get('/api/courses');
    expect(res.statusCode).toBe(200);
    const list = res.json() as unknown[];
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(PUBLISHED);
  });

  it('answers a page with the total, whether more follow, and the catalogue’s figures', async () => {
    const first = await get('?limit=24');
    expect(first).toMatchObject({ total: PUBLISHED, page: 1, limit: 24, hasMore: true });
    expect(first.items).toHaveLength(24);
    expect(first.stats).toEqual({ courseCount: PUBLISHED, enrollmentCount: ENROLMENTS });

    const second = await get('?limit=24&page=2');
    expect(second).toMatchObject({ total: PUBLISHED, page: 2, limit: 24, hasMore: false });
    expect(second.items).toHaveLength(PUBLISHED - 24);

    const beyond = await get('?limit=24&page=3');
    expect(beyond).toMatchObject({ items: [], total: PUBLISHED, page: 3, hasMore: false });

    const exact = await get('?limit=15&page=2');
    expect(exact.items).toHaveLength(15);
    expect(exact.hasMore).toBe(false);
    expect((await get('?limit=100')).items).toHaveLength(PUBLISHED);
  });

  it.each(['recent', 'popular', 'price-asc', 'price-desc'])(
    'gives every course one place across the pages, sorted %s as the whole list',
    async (sort) => {
      const whole = (await visitor().get(`/api/courses?sort=${sort}`)).json() as { id: string }[];
      const paged: string[] = [];
      for (let page = 1; page <= 5; page++)
        paged.push(...(await get(`?sort=${sort}&limit=7&page=${page}`)).items.map((c) => c.id));
      expect(paged).toEqual(whole.map((c) => c.id));
    },
  );

  it('counts the filtered courses in the total, and the whole catalogue in the figures', async () => {
    const design = await get('?categories=Design&limit=4');
    expect(design).toMatchObject({ total: 10, hasMore: true });
    expect(design.items).toHaveLength(4);
    expect(design.stats).toEqual({ courseCount: PUBLISHED, enrollmentCount: ENROLMENTS });

    const searched = await get('?search=ATELIER&limit=4&page=3');
    expect(searched).toMatchObject({ total: 10, page: 3, hasMore: false });
    expect(searched.items.map((c) => c.title.split(' ')[0])).toEqual(['Atelier', 'Atelier']);
    expect((await get('?search=introuvable&limit=24')).total).toBe(0);
  });

  it('refuses a bad limit or page in French', async () => {
    const refused = async (query: string, field: string, message: string) => {
      const res = await visitor().get(`/api/courses${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', fields: { [field]: message } });
    };
    for (const limit of ['0', '101', 'abc', '2.5', '-3', ''])
      await refused(`?limit=${limit}`, 'limit', courseMessages.limit);
    for (const page of ['0', 'x', '1.5'])
      await refused(`?limit=24&page=${page}`, 'page', pagingMessages.page);
    await refused('?page=2', 'page', courseMessages.pageWithoutLimit);
  });
});
