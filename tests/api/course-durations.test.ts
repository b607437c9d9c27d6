import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseCardHours, lessonHours } from '../../src/client/components/course/course-hours.ts';
import { seedCourses, seedIfEmpty } from '../../src/server/db/seed/index.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { signedInUser } from '../helpers/factories.ts';

/**
 * Issue 18, finding 17: a course's card shows its declared duration and its page the sum of its
 * lessons (the spec's two rules). Every demo course must show the same figure on both, as the
 * client renders them from the API's answers.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedIfEmpty(t.db)).toBe(true);
});
afterAll(async () => {
  await t?.close();
});

describe('the demo catalogue', () => {
  it("shows on each course's card the hours its page shows", async () => {
    // An admin sees every course, drafts and archived ones included.
    const admin = await signedInUser(t.app, t.db, 'admin');
    const list = await admin.agent.get('/api/courses');
    expect(list.statusCode).toBe(200);
    const cards = list.json() as {
      id: string;
      title: string;
      duration: number | null;
      totalLessonMinutes: number;
    }[];
    expect(cards).toHaveLength(seedCourses.length);

    const disagreements: string[] = [];
    for (const card of cards) {
      const page = await admin.agent.get(`/api/courses/${card.id}`);
      expect(page.statusCode).toBe(200);
      const onCard = courseCardHours(card);
      const onPage = lessonHours(page.json().totalLessonMinutes);
      // A declared duration is what the card shows: without one the rule would hold trivially.
      expect(card.duration, card.title).not.toBeNull();
      if (onCard !== onPage) disagreements.push(`${card.title}: ${onCard}h / ${onPage} heures`);
    }
    expect(disagreements).toEqual([]);
  });
});
