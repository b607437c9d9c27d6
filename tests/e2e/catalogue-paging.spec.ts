import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCourses } from '../../src/server/db/factories/courses.ts';
import { useE2E } from './harness.ts';
import {
  apiRequests,
  closeWithoutErrors,
  expectNoHorizontalOverflow,
  visibleText,
} from './page-helpers.ts';

/**
 * The catalogue by pages on a phone (issue 29, part 6): the server sends the first 24 courses
 * with the page, the count of every course found and the catalogue's figures; "Voir plus" brings
 * the next ones.
 */
const COURSES = 30;

const e = useE2E(async () => {
  const instructor = await e.register('instructor', 'Nadine Kalala');
  const minute = 60_000;
  await createCourses(
    e.t.db,
    Array.from({ length: COURSES }, (_, i) => ({
      instructorId: instructor.id,
      title: `Atelier pratique ${String(i + 1).padStart(2, '0')}`,
      description: 'Un atelier du catalogue.',
      // Newest first: atelier 30 leads, atelier 01 closes.
      createdAt: new Date(Date.now() - (COURSES - i) * minute),
    })),
  );
});

/** The course cards shown in the results. */
const cards = (page: Page) => page.locator('main ul:not([aria-hidden]) > li h3');

describe('the catalogue by pages', () => {
  it('shows 24 courses and the full count, then the others on "Voir plus"', async () => {
    const opened = await e.newPage({ phone: true });
    const { page } = opened;
    const requested = apiRequests(page);
    await page.goto('/catalog');
    await page.waitForLoadState('networkidle');

    await visibleText(page, `${COURSES} cours trouvés`);
    await expect.poll(() => cards(page).count()).toBe(24);
    expect(await cards(page).first().textContent()).toBe('Atelier pratique 30');
    // The hero counts the whole catalogue, not the page.
    const figures = page.locator('dl').first();
    await visibleText(figures, String(COURSES));
    // The first page came with the HTML: nothing was asked again.
    expect(requested).toEqual([]);
    await expectNoHorizontalOverflow(page, 'catalogue');

    const more = page.getByRole('button', { name: 'Voir plus' });
    await more.click();
    await expect.poll(() => cards(page).count()).toBe(COURSES);
    expect(await cards(page).last().textContent()).toBe('Atelier pratique 01');
    expect(requested).toEqual(['/api/courses?sort=recent&limit=24&page=2']);
    // Nothing more to load.
    await expect.poll(() => more.count()).toBe(0);
    await visibleText(page, `${COURSES} cours trouvés`);
    await closeWithoutErrors(opened);
  });

  it('pages the filtered courses too', async () => {
    const opened = await e.newPage({ phone: true });
    const { page } = opened;
    // Every word, anywhere: « 0 » is in 01 to 09, 10, 20 and 30.
    await page.goto('/catalog?search=atelier%200');
    await visibleText(page, '12 cours trouvés');
    await expect.poll(() => cards(page).count()).toBe(12);
    // The hero still counts the whole catalogue.
    await visibleText(page.locator('dl').first(), String(COURSES));
    expect(await page.getByRole('button', { name: 'Voir plus' }).count()).toBe(0);
    await closeWithoutErrors(opened);
  });
});
