import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { insertCourseWithLessons } from '../helpers/factories.ts';
import { useE2E } from './harness.ts';
import { expectAxeClean, signIn, visibleText } from './page-helpers.ts';

/**
 * A course's card shows its declared duration and its page the sum of its lessons (spec 01).
 * Issue 18, finding 17: the course editor shows the lessons' sum beside the declared duration, so
 * the instructor can make the two agree.
 */

const e = useE2E(() => seedCourse());

const COURSE = 'Introduction à Python';
const state = { courseId: '', email: '', password: '' };

async function seedCourse() {
  const instructor = await e.register('instructor', 'Patrick Mbuyi');
  Object.assign(state, { email: instructor.email, password: instructor.password });
  state.courseId = await insertCourseWithLessons(
    e.t.db,
    {
      instructorId: instructor.id,
      title: COURSE,
      description: 'Variables, conditions, boucles et fonctions.',
      category: 'Programmation',
      level: 'beginner',
      duration: 6,
    },
    // 125 minutes: 2,1 hours.
    [20, 30, 35, 40].map((duration, i) => ({ title: `Leçon ${i + 1}`, duration })),
  );
}

/** The hours on the course's catalogue card and on its page. */
async function shownHours(page: Page) {
  await page.goto('/catalog');
  const card = page.locator('main li').filter({ has: page.getByRole('link', { name: COURSE }) });
  await card.waitFor();
  const onCard = (await card.getByText(/^[\d,]+h$/).innerText()).trim();
  await page.goto(`/course/${state.courseId}`);
  await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
  const onPage = (await page.getByText(/^[\d,]+ heures?$/).innerText()).trim();
  return { onCard, onPage };
}

describe('course durations', () => {
  it('shows the lessons’ total beside the declared duration, so card and page can agree', async () => {
    const { page, context, consoleErrors } = await e.newPage();
    await signIn(page, state.email, state.password);
    expect(await shownHours(page)).toEqual({ onCard: '6h', onPage: '2,1 heures' });

    // The editor says what the page shows, as the duration field's description.
    await page.goto(`/instructor/course/${state.courseId}/edit`);
    await page.getByRole('heading', { name: 'Modifier le cours', level: 1 }).waitFor();
    const duration = page.getByLabel('Durée (heures)');
    const hint = page.getByText('Total des leçons : 2,1 heures', { exact: true });
    await hint.waitFor();
    const hintId = await hint.getAttribute('id');
    expect((await duration.getAttribute('aria-describedby'))?.split(' ')).toContain(hintId);
    await expectAxeClean(page, 'course editor with the lessons’ total');

    await duration.fill('2.1');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(page, 'Cours mis à jour');
    expect(await shownHours(page)).toEqual({ onCard: '2,1h', onPage: '2,1 heures' });

    // A new lesson: back in the editor, the total follows (135 minutes: 2,3 hours).
    await page.goto(`/instructor/course/${state.courseId}/edit`);
    await page.getByRole('link', { name: 'Ajouter une leçon' }).click();
    await page.getByRole('heading', { name: 'Nouvelle leçon', level: 1 }).waitFor();
    await page.getByLabel('Titre').fill('Les listes');
    await page.getByLabel('Durée (minutes)').fill('10');
    await page.getByRole('button', { name: 'Créer la leçon' }).click();
    await page.waitForURL(`**/instructor/course/${state.courseId}/edit`);
    await visibleText(page, 'Total des leçons : 2,3 heures');

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
