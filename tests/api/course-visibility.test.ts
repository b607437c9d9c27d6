import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cast, expectAccess, ownerAndAdminsOnly, type Cast, type Who } from '../helpers/access.ts';
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

const members: Who[] = ['visitor', 'student', 'outsider', 'other', 'owner', 'admin'];
const agentOf = (who: Who): Agent => {
  const member = c[who];
  return 'agent' in member ? member.agent : member;
};

/** Whether each member finds the course in the catalogue list. */
async function listed(): Promise<Partial<Record<Who, boolean>>> {
  const seen: Partial<Record<Who, boolean>> = {};
  for (const who of members) {
    const list = (await agentOf(who).get('/api/courses')).json() as { id: string }[];
    seen[who] = list.some((course) => course.id === c.course.id);
  }
  return seen;
}

describe('course visibility', () => {
  it.each([
    {
      status: 'draft' as const,
      // Its instructor and admins only.
      page: { visitor: 404, student: 404, outsider: 404, other: 404, owner: 200, admin: 200 },
    },
    {
      status: 'archived' as const,
      // Also the learners enrolled in it.
      page: { visitor: 404, student: 200, outsider: 404, other: 404, owner: 200, admin: 200 },
    },
    {
      status: 'published' as const,
      page: { visitor: 200, student: 200, outsider: 200, other: 200, owner: 200, admin: 200 },
    },
  ])('shows a $status course on its page and in the list to the same people', async (rule) => {
    // Through the app, as its instructor would: the catalogue's cached answers follow at once.
    const changed = await c.owner.agent.patch(`/api/courses/${c.course.id}`, {
      status: rule.status,
    });
    expect(changed.statusCode).toBe(200);
    await expectAccess(c, (agent) => agent.get(`/api/courses/${c.course.id}/lessons`), rule.page);
    const expected = Object.fromEntries(members.map((who) => [who, rule.page[who] === 200]));
    expect(await listed()).toEqual(expected);
  });

  it('lets only the owner and admins change it, whatever the body says', async () => {
    await expectAccess(
      c,
      (agent) => agent.patch(`/api/courses/${c.course.id}`, {}),
      ownerAndAdminsOnly(200),
    );
  });
});
