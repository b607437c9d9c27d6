import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courses } from '../../src/server/db/schema/index.ts';
import { cast, expectAccess, type Cast, type Who } from '../helpers/access.ts';
import { createTestApp, type Agent, type TestApp } from '../helpers/app.ts';

// One visibility rule for lists and pages (src/server/policies/course.ts).
let t: TestApp;
let c: Cast;

beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t, { course: { status: 'draft' } });
});
afterAll(async () => {
  await t?.close();
});

const setStatus = (status: 'draft' | 'published' | 'archived') =>
  t.db.update(courses).set({ status }).where(eq(courses.id, c.course.id));

/** Whether each member finds the course in the catalogue list. */
async function listed(): Promise<Record<Who, boolean>> {
  const members: Who[] = ['visitor', 'student', 'outsider', 'other', 'owner', 'admin'];
  const seen = {} as Record<Who, boolean>;
  for (const who of members) {
    const member = c[who];
    const agent: Agent = 'agent' in member ? member.agent : member;
    const list = (await agent.get('/api/courses')).json() as { id: string }[];
    seen[who] = list.some((course) => course.id === c.course.id);
  }
  return seen;
}

describe('course visibility', () => {
  it('shows a draft to its instructor and admins only, on its page and in the list alike', async () => {
    await setStatus('draft');
    await expectAccess(c, (agent) => agent.get(`/api/courses/${c.course.id}`), {
      visitor: 404,
      student: 404,
      outsider: 404,
      other: 404,
      owner: 200,
      admin: 200,
    });
    expect(await listed()).toEqual({
      visitor: false,
      student: false,
      outsider: false,
      other: false,
      owner: true,
      admin: true,
    });
  });

  it('keeps an archived course for the learners enrolled in it', async () => {
    await setStatus('archived');
    await expectAccess(c, (agent) => agent.get(`/api/courses/${c.course.id}/lessons`), {
      visitor: 404,
      student: 200,
      outsider: 404,
      other: 404,
      owner: 200,
      admin: 200,
    });
    expect(await listed()).toEqual({
      visitor: false,
      student: true,
      outsider: false,
      other: false,
      owner: true,
      admin: true,
    });
  });

  it('shows a published course to everyone', async () => {
    await setStatus('published');
    expect(Object.values(await listed()).every(Boolean)).toBe(true);
  });

  it('lets only the owner and admins change it, whatever the body says', async () => {
    await expectAccess(c, (agent) => agent.patch(`/api/courses/${c.course.id}`, {}), {
      visitor: 401,
      student: 403,
      outsider: 403,
      other: 403,
      owner: 200,
      admin: 200,
    });
  });
});
