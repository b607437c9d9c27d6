import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCourse, createLessons } from '../../src/server/db/factories/courses.ts';
import { useE2E } from './harness.ts';
import { closeWithoutErrors, signIn, visibleText } from './page-helpers.ts';

/**
 * The public pages come from the server as HTML with their data: readable before any script
 * runs, then taken over by the app without asking the server again.
 */
let courseId = '';
const e = useE2E(async () => {
  const instructor = await e.register('instructor', 'Patience Mwamba');
  const course = await createCourse(e.t.db, {
    instructorId: instructor.id,
    title: 'Comptabilité pour petits commerces',
    description: 'Tenir ses comptes au quotidien, du cahier de caisse au bilan.',
    price: 15000,
  });
  courseId = course.id;
  await createLessons(e.t.db, [
    { courseId, title: 'Le cahier de caisse', order: 1, duration: 20 },
    { courseId, title: 'Les marges', order: 2, duration: 25 },
  ]);
});

/** The API requests the page makes from now on. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname + url.search);
  });
  return seen;
}

describe('server-rendered public pages', () => {
  it('shows the catalogue and a course page with JavaScript turned off', async () => {
    const context = await e.browser.newContext({ baseURL: e.baseUrl, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/catalog');
    await page.getByRole('heading', { level: 1, name: 'Catalogue des cours' }).waitFor();
    await visibleText(page, 'Comptabilité pour petits commerces');
    await visibleText(page, '15 000 FC');

    await page.goto(`/course/${courseId}`);
    await page
      .getByRole('heading', { level: 1, name: 'Comptabilité pour petits commerces' })
      .waitFor();
    await visibleText(page, 'Tenir ses comptes au quotidien, du cahier de caisse au bilan.');
    await visibleText(page, 'Le cahier de caisse');
    await visibleText(page, 'Patience Mwamba');
    await context.close();
  });

  it('hydrates the catalogue and a course page with no error and no second data request', async () => {
    const opened = await e.newPage({ phone: true });
    const { page } = opened;
    const requested = apiRequests(page);
    await page.goto('/catalog');
    await page.waitForLoadState('networkidle');
    // The app has taken over: its filter button answers.
    const filters = page.getByRole('button', { name: 'Filtres' });
    await filters.click();
    await expect.poll(() => filters.getAttribute('aria-expanded')).toBe('true');
    await page.goto(`/course/${courseId}`);
    await page.waitForLoadState('networkidle');
    await page.getByRole('tab', { name: 'Aperçu' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Aperçu' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(requested).toEqual([]);
    await closeWithoutErrors(opened);
  });

  it('puts the signed-in visitor in the first HTML, and asks no one who they are', async () => {
    const student = await e.register('student', 'Joëlle Kasongo');
    const opened = await e.newPage();
    const { page } = opened;
    await signIn(page, student.email, student.password);
    const html = await (await page.request.get('/catalog')).text();
    expect(html).toContain('aria-label="Menu du compte"');
    expect(html).not.toContain('>Connexion</a>');

    const requested = apiRequests(page);
    await page.goto('/catalog');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await visibleText(page, 'Joëlle Kasongo');
    expect(requested).not.toContain('/api/auth/me');
    await closeWithoutErrors(opened);
  });
});
