import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createCourse } from '../../src/server/db/factories/courses.ts';
import { builtClientDir, startE2E, useE2E } from './harness.ts';
import { appStarted, signIn } from './page-helpers.ts';

/**
 * The installable app (issue 30, part 1): a manifest and a service worker from the second visit
 * on, the app's code and pages kept as they come, a signed-in learner's screens kept ahead, and
 * all of it opening with no network.
 */
let courseId = '';
const e = useE2E(async () => {
  const instructor = await e.register('instructor', 'Odile Kapinga');
  courseId = (
    await createCourse(e.t.db, {
      instructorId: instructor.id,
      title: 'Vendre au marché',
      description: 'Fixer ses prix, tenir sa caisse.',
      price: 0,
    })
  ).id;
});

const OFFLINE_BANNER =
  'Connexion perdue. Vos actions sont gardées et seront envoyées dès son retour.';

/** A new tab of the same phone: a new visit. */
async function visit(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

/** Waits until this page is in the worker's hands (it took over the page that installed it). */
const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null);

/** The addresses kept in one of the app's caches. */
const cached = (page: Page, cacheName: string) =>
  page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, cacheName);

/** Width and height of a PNG, from its header. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the installable app', () => {
  it('has a French manifest, with the icons a phone installs it with', async () => {
    const answer = await fetch(`${e.baseUrl}/manifest.webmanifest`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await answer.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Kelasi — Académie en ligne',
      short_name: 'Kelasi',
      lang: 'fr',
      start_url: '/',
      display: 'standalone',
      theme_color: '#c2410c',
    });
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const image = await fetch(e.baseUrl + icon.src);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const { width, height } = pngSize(Buffer.from(await image.arrayBuffer()));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('installs nothing on a first visit; from the second, keeps the pages seen, which open with no network', async () => {
    const { context, page: first } = await e.newPage({ phone: true, offlineApp: true });
    const asked: string[] = [];
    context.on('request', (request) => asked.push(new URL(request.url()).pathname));

    await first.goto('/catalog');
    await appStarted(first);
    await first.waitForLoadState('networkidle');
    expect(await first.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
    expect(await first.locator('link[rel="manifest"]').count()).toBe(0);
    expect(asked.filter((path) => /^\/(sw\.js|manifest\.webmanifest)$/.test(path))).toEqual([]);

    const second = await visit(context, `/course/${courseId}`);
    await controlled(second);
    expect(await second.locator('link[rel="manifest"]').count()).toBe(1);
    // The page that installed the worker, and its code, came before it: they are kept too.
    await expect
      .poll(() => cached(second, 'kelasi-pages'))
      .toEqual(expect.arrayContaining([`/course/${courseId}`]));
    const code = await cached(second, 'kelasi-code');
    expect(code.some((path) => /^\/assets\/course-detail-page-[\w-]+\.js$/.test(path))).toBe(true);

    await context.setOffline(true);
    const offline = await visit(context, `/course/${courseId}`);
    await offline.getByRole('heading', { level: 1, name: 'Vendre au marché' }).waitFor();
    await offline.getByText(OFFLINE_BANNER).waitFor();
    // A page never opened on this phone comes as the app's shell, which says what is missing.
    await offline.goto('/verify');
    await offline.getByRole('status').getByText(OFFLINE_BANNER).waitFor();
    await context.close();
  });

  it("keeps a signed-in learner's screens ahead, which open signed in with no network, and forgets the pages at sign-out", async () => {
    const student = await e.register('student', 'Bienvenu Lukusa');
    const { context, page: first } = await e.newPage({ phone: true, offlineApp: true });
    await first.goto('/');
    await appStarted(first);

    const second = await context.newPage();
    await signIn(second, student.email, student.password);
    await controlled(second);
    // Every screen a student may open is kept, one after the other; an admin's is not.
    await expect
      .poll(async () => {
        const code = await cached(second, 'kelasi-code');
        return ['student-dashboard-page', 'learn-page', 'quiz-page', 'certifications-page'].filter(
          (screen) => !code.some((path) => path.startsWith(`/assets/${screen}-`)),
        );
      })
      .toEqual([]);
    const code = await cached(second, 'kelasi-code');
    expect(code.some((path) => path.startsWith('/assets/admin-dashboard-page-'))).toBe(false);

    await context.setOffline(true);
    const offline = await visit(context, '/student/dashboard');
    await offline.getByRole('heading', { level: 1, name: 'Tableau de bord étudiant' }).waitFor();
    // Still signed in: the account menu, not the sign-in page.
    await offline.getByRole('button', { name: 'Menu du compte' }).waitFor();
    await offline.getByText(OFFLINE_BANNER).waitFor();
    expect(new URL(offline.url()).pathname).toBe('/student/dashboard');

    await context.setOffline(false);
    await offline.reload();
    await offline.getByRole('button', { name: 'Menu du compte' }).click();
    await offline.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect.poll(() => offline.evaluate(() => caches.has('kelasi-pages'))).toBe(false);
    expect(await offline.evaluate(() => localStorage.getItem('kelasi:last-user'))).toBeNull();
    await context.close();
  });

  it('installs a new version in the background, then offers to reload into it', async () => {
    // An app of its own, serving a copy of the client that the test deploys a new version into.
    const build = await mkdtemp(path.join(os.tmpdir(), 'kelasi-build-'));
    const clientDir = path.join(build, 'client');
    await cp(builtClientDir(), clientDir, { recursive: true });
    // The server-rendering build sits next to the client's.
    await cp(path.join(builtClientDir(), '../ssr'), path.join(build, 'ssr'), { recursive: true });
    const own = await startE2E({ clientDir });
    try {
      const { context, page: first } = await own.newPage({ phone: true, offlineApp: true });
      await first.goto('/catalog');
      await appStarted(first);
      const second = await visit(context, '/catalog');
      await controlled(second);
      const registration = () =>
        second.evaluate(async () => {
          const found = (await navigator.serviceWorker.getRegistration())!;
          return { waiting: found.waiting !== null, active: found.active!.scriptURL };
        });
      expect((await registration()).waiting).toBe(false);

      // A new version is deployed: its worker differs from the one installed.
      const worker = path.join(clientDir, 'sw.js');
      await writeFile(worker, `${await readFile(worker, 'utf8')}\n// nouvelle version\n`);
      await rm(`${worker}.br`);
      await rm(`${worker}.gz`);
      const third = await visit(context, '/catalog');
      await third.getByText('Une nouvelle version de Kelasi est prête.', { exact: true }).waitFor();
      // Until the learner chooses, the new version waits: the page stays with the one it opened.
      expect((await registration()).waiting).toBe(true);
      await Promise.all([
        third.waitForEvent('load'),
        third.getByRole('button', { name: 'Recharger' }).click(),
      ]);
      await appStarted(third);
      expect((await registration()).waiting).toBe(false);
      await context.close();
    } finally {
      await own.close();
      await rm(build, { recursive: true, force: true });
    }
  });

  it('works as ever, with no error, in a browser that refuses service workers', async () => {
    const { context, page: first, consoleErrors } = await e.newPage({ phone: true });
    await first.goto('/catalog');
    await appStarted(first);
    const second = await context.newPage();
    second.on('pageerror', (err) => consoleErrors.push(err.message));
    second.on('console', (msg) => msg.type() === 'error' && consoleErrors.push(msg.text()));
    await second.goto(`/course/${courseId}`);
    await appStarted(second);
    // The second visit tried to install the app: its code came, and gave up quietly.
    await second.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/assets\/offline-app-worker-/.test(entry.name)),
    );
    await second.getByRole('heading', { level: 1, name: 'Vendre au marché' }).waitFor();
    await second.reload();
    await appStarted(second);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('offers to install once, from the second visit on, never on the first', async () => {
    const { context, page: first } = await e.newPage({ phone: true, offlineApp: true });
    /** Chromium's own prompt cannot be shown headless: the page gets one to count the calls. */
    const offerInstall = (page: Page) =>
      page.evaluate(() => {
        const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            (window as { prompted?: number }).prompted =
              ((window as { prompted?: number }).prompted ?? 0) + 1;
          },
        });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    const toastTitle = 'Installer Kelasi sur ce téléphone ?';

    await first.goto('/catalog');
    await appStarted(first);
    // The browser's own banner is held back, and nothing is offered on a first visit (were it
    // offered, the second visit, below, would not offer it again).
    expect(await offerInstall(first)).toBe(true);

    const second = await visit(context, '/catalog');
    await appStarted(second);
    await offerInstall(second);
    await second.getByText(toastTitle, { exact: true }).waitFor();
    await second.getByRole('button', { name: 'Installer' }).click();
    expect(await second.evaluate(() => (window as { prompted?: number }).prompted)).toBe(1);

    // A third visit shows a notice of its own; the offer, were it made again, would replace it.
    await context.addInitScript(() =>
      sessionStorage.setItem('kelasi:flash-toast', JSON.stringify({ title: 'Bon retour' })),
    );
    const third = await visit(context, '/catalog');
    await appStarted(third);
    await third.getByText('Bon retour', { exact: true }).waitFor();
    await offerInstall(third);
    await third.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await third.getByText('Bon retour', { exact: true }).count()).toBe(1);
    expect(await third.getByText(toastTitle, { exact: true }).count()).toBe(0);
    await context.close();
  });
});
