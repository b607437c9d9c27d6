import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createCourse, createLessons } from '../../src/server/db/factories/courses.ts';
import { useE2E } from './harness.ts';
import { apiRequests, closeWithoutErrors, signIn, visibleText } from './page-helpers.ts';

/**
 * The public pages come from the server as HTML with their data: readable before any script
 * runs, then taken over by the app without asking the server again.
 */
let courseId = '';
let illustratedId = '';
const e = useE2E(async () => {
  const instructor = await e.register('instructor', 'Patience Mwamba');
  const course = await createCourse(e.t.db, {
    instructorId: instructor.id,
    title: 'Comptabilité pour petits commerces',
    description: 'Tenir ses comptes au quotidien, du cahier de caisse au bilan.',
    price: 15000,
  });
  courseId = course.id;
  illustratedId = (
    await createCourse(e.t.db, {
      instructorId: instructor.id,
      title: 'Photographier ses produits',
      description: 'De belles photos au téléphone pour vendre en ligne.',
      price: 0,
      // A picture the site serves, so that the catalogue shows it without an error.
      thumbnail: '/favicon.svg',
    })
  ).id;
  await createLessons(e.t.db, [
    { courseId, title: 'Le cahier de caisse', order: 1, duration: 20 },
    { courseId, title: 'Les marges', order: 2, duration: 25 },
  ]);
});

/** A page's public address (PUBLIC_URL), on the server under test. */
const onThisServer = (address: string) => {
  const { pathname, search } = new URL(address);
  return e.baseUrl + pathname + search;
};

/** The head of a page as a link preview reads it: its title and its meta tags by name. */
async function headOf(path: string) {
  const html = await (await fetch(e.baseUrl + path)).text();
  const meta = Object.fromEntries(
    [...html.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)" \/>/g)].map((m) => [
      m[1]!,
      m[2]!,
    ]),
  );
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  const canonical = /<link rel="canonical" href="([^"]+)" \/>/.exec(html)?.[1];
  return { title, canonical, meta, titles: html.match(/<title>/g)?.length };
}

/** A slow network: the page is there and readable, its code still on its way. */
async function slowAppCode(page: Page) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
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

  it('gives a course its own title, description, price and picture for link previews', async () => {
    const course = await headOf(`/course/${courseId}`);
    expect(course.titles).toBe(1);
    expect(course.title).toBe('Comptabilité pour petits commerces — Kelasi');
    expect(course.canonical).toMatch(new RegExp(`^https?://[^/]+/course/${courseId}$`));
    expect(course.meta).toMatchObject({
      'og:type': 'website',
      'og:site_name': 'Kelasi',
      'og:title': 'Comptabilité pour petits commerces',
      'og:url': course.canonical,
      'product:price:amount': '15000',
      'product:price:currency': 'CDF',
      'twitter:card': 'summary_large_image',
      'og:image:width': '1200',
      'og:image:height': '630',
    });
    // Without a cover, the picture the server draws of the course: it answers, as a PNG.
    expect(course.meta['og:image']).toMatch(
      new RegExp(`^https?://[^/]+/og/course/${courseId}\\.png\\?v=\\d+$`),
    );
    expect(course.meta['twitter:image']).toBe(course.meta['og:image']);
    const picture = await fetch(onThisServer(course.meta['og:image']!));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect(course.meta['og:description']).toMatch(
      /^15\s000 FC · Tenir ses comptes au quotidien, du cahier de caisse au bilan\.$/,
    );
    expect(course.meta.description).toBe(course.meta['og:description']);

    const illustrated = await headOf(`/course/${illustratedId}`);
    expect(illustrated.meta['og:description']).toBe(
      'Gratuit · De belles photos au téléphone pour vendre en ligne.',
    );
    expect(illustrated.meta['og:image']).toMatch(/^https?:\/\/[^/]+\/favicon\.svg$/);
    expect(illustrated.meta['twitter:card']).toBe('summary_large_image');
    expect(illustrated.meta['og:image:width']).toBeUndefined();
    const cover = await fetch(onThisServer(illustrated.meta['og:image']!));
    expect(cover.status).toBe(200);

    const catalog = await headOf('/catalog');
    expect(catalog.title).toBe('Catalogue des cours — Kelasi');
    expect(catalog.meta['og:title']).toBe('Catalogue des cours');
  });

  it('answers a missing course and an unknown address with their not-found page and a 404 status', async () => {
    const missing = `/course/${crypto.randomUUID()}`;
    const answer = await fetch(e.baseUrl + missing);
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Cours non trouvé');

    const opened = await e.newPage({ phone: true });
    await opened.page.goto(missing);
    await opened.page.getByRole('heading', { level: 1, name: 'Cours non trouvé' }).waitFor();
    await opened.page.goto('/nulle-part');
    await opened.page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect((await fetch(`${e.baseUrl}/nulle-part`)).status).toBe(404);
    // The browser reports each 404 it was answered; nothing else (no hydration error).
    expect(opened.consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
    expect(opened.consoleErrors.length).toBeGreaterThan(0);
    await opened.context.close();
  });

  it("keeps a tap made before the app's code has arrived, and answers it once it has", async () => {
    const student = await e.register('student', 'Fiston Ilunga');
    const opened = await e.newPage({ phone: true });
    const { page } = opened;
    await signIn(page, student.email, student.password);
    await slowAppCode(page);
    await page.goto(`/course/${illustratedId}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: "S'inscrire au cours" }).click();
    expect(await page.evaluate(() => window.kelasiEarlyTaps?.length)).toBe(1);
    await page.getByRole('link', { name: 'Continuer le cours' }).waitFor();
    await visibleText(page, 'Vous pouvez maintenant accéder au cours');
    await closeWithoutErrors(opened);
  });

  it("keeps a tap on a menu made before the app's code has arrived, and opens the menu", async () => {
    const student = await e.register('student', 'Nadine Kalala');
    const opened = await e.newPage({ phone: true });
    const { page } = opened;
    await signIn(page, student.email, student.password);
    await slowAppCode(page);
    await page.goto('/catalog', { waitUntil: 'commit' });
    // The navigation menu opens on the press of the tap, not on its click.
    await page.getByRole('button', { name: 'Menu de navigation' }).click();
    expect(await page.evaluate(() => window.kelasiEarlyTaps?.length)).toBe(1);
    await page.getByRole('menuitem', { name: 'Packages de cours' }).click();
    await page.waitForURL((url) => url.pathname === '/packages');
    await closeWithoutErrors(opened);
  });

  it('asks for the code once the page is read, styled and painted, not before, the stylesheet first', async () => {
    const opened = await e.newPage({ phone: true });
    const { page } = opened;
    await page.goto(`/course/${courseId}`);
    await page
      .getByRole('heading', { level: 1, name: 'Comptabilité pour petits commerces' })
      .waitFor();
    // Hydrated: the page's own code has run (its buttons are React's).
    await page.waitForFunction(() =>
      [...document.querySelectorAll('main button')].some((button) =>
        Object.keys(button).some((key) => key.startsWith('__reactProps$')),
      ),
    );
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        parsed: navigation!.domContentLoadedEventEnd,
        painted: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        scripts: resources.filter((r) => /\/assets\/.*\.js$/.test(r.name)).map((r) => r.startTime),
        stylesheet: resources.find((r) => /\/assets\/.*\.css$/.test(r.name))!,
      };
    });
    expect(timing.scripts.length).toBeGreaterThan(0);
    for (const start of timing.scripts) {
      expect(start).toBeGreaterThanOrEqual(timing.parsed);
      expect(start).toBeGreaterThanOrEqual(timing.stylesheet.responseEnd);
      expect(start).toBeGreaterThanOrEqual(timing.painted);
    }
    // The built page names no script for the preload scanner: the inline loader adds them.
    const html = await (await fetch(`${e.baseUrl}/course/${courseId}`)).text();
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(html).toMatch(/kelasiLoadApp\("\/assets\/index-[\w-]+\.js"/);
    await closeWithoutErrors(opened);
  });
});
