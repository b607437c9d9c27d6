import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { createCourse, createLessons } from '../../src/server/db/factories/courses.ts';
import { lessons } from '../../src/server/db/schema/index.ts';
import { useE2E } from './harness.ts';
import { appStarted, signIn } from './page-helpers.ts';

/**
 * Saving a course is a download in ranged pieces (issue 30, part 2): it can be paused, and it
 * continues from the last piece kept rather than from the start.
 */
const PIECE = 512 * 1024;
/** Pieces that arrive before the network stalls. */
const STALL_AFTER = 3;
const keptPieces = (page: Page) =>
  page.evaluate(async () =>
    (await caches.has('kelasi-parts'))
      ? (await (await caches.open('kelasi-parts')).keys()).length
      : 0,
  );
/** 48 pieces of a document: long enough to pause in the middle. */
const BIG_PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(24 * 1024 * 1024 - 9, 7)]);
const BIG_PDF_SHA = createHash('sha256').update(BIG_PDF).digest('hex');

let courseId = '';
let pdfPath = '';
const e = useE2E(async () => {
  const instructor = await e.register('instructor', 'Jeanne Mwamba');
  const login = await fetch(`${e.baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: instructor.email, password: instructor.password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const course = await createCourse(e.t.db, {
    instructorId: instructor.id,
    status: 'published',
    price: 0,
    title: 'Registres de la coopérative',
  });
  const address = await fetch(`${e.baseUrl}/api/objects/upload`, {
    method: 'POST',
    headers: { cookie },
  });
  const { uploadURL } = (await address.json()) as { uploadURL: string };
  const put = await fetch(new URL(uploadURL, e.baseUrl), {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/pdf' },
    body: new Uint8Array(BIG_PDF),
  });
  expect(put.status).toBe(204);
  const named = await fetch(`${e.baseUrl}/api/lessons/upload-file`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ fileUrl: uploadURL }),
  });
  pdfPath = ((await named.json()) as { objectPath: string }).objectPath;
  await createLessons(e.t.db, [
    { courseId: course.id, title: 'Le grand registre', order: 1, fileUrl: pdfPath },
  ]);
  courseId = course.id;
});

/** An enrolled learner on the course page, on a phone where the app is installed. */
async function enrolledWithTheApp(name: string) {
  const student = await e.register('student', name);
  const { context, page: first } = await e.newPage({ phone: true, offlineApp: true });
  await signIn(first, student.email, student.password);
  expect((await first.request.post('/api/enrollments', { data: { courseId } })).ok()).toBe(true);
  const page = await context.newPage();
  await page.goto(`/course/${courseId}`);
  await appStarted(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return { page };
}

describe('downloading a course for offline', () => {
  it('pauses, then resumes from the last piece kept, and keeps the file whole', async () => {
    const student = await e.register('student', 'Alain Kabeya');
    const { context, page: first } = await e.newPage({ phone: true, offlineApp: true });
    await signIn(first, student.email, student.password);
    expect((await first.request.post('/api/enrollments', { data: { courseId } })).ok()).toBe(true);
    // A network that stops answering after the third piece, until the test brings it back.
    await context.addInitScript(
      ({ piece, after }) => {
        const realFetch = window.fetch.bind(window);
        window.fetch = (input, init) => {
          const start = Number(
            /bytes=(\d+)-/.exec(new Headers(init?.headers).get('range') ?? '')?.[1],
          );
          if ((window as { networkBack?: boolean }).networkBack || !(start >= piece * after)) {
            return realFetch(input, init);
          }
          return new Promise((_, reject) =>
            init?.signal?.addEventListener('abort', () =>
              reject(new DOMException('Interrompu', 'AbortError')),
            ),
          );
        };
      },
      { piece: PIECE, after: STALL_AFTER },
    );
    const page = await context.newPage();
    await page.goto(`/course/${courseId}`);
    await appStarted(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await page.getByRole('button', { name: 'Télécharger pour hors ligne' }).click();
    const dialog = page.getByRole('dialog', { name: 'Télécharger pour hors ligne' });
    await dialog.getByText('24 Mo', { exact: true }).first().waitFor();
    await dialog.getByRole('button', { name: 'Télécharger (24 Mo)' }).click();
    // The network stalls after three pieces, as it does on a bus: the learner pauses.
    await expect.poll(() => keptPieces(page)).toBe(STALL_AFTER);
    await page.getByRole('button', { name: 'Pause' }).click();
    await page.getByRole('button', { name: 'Reprendre' }).waitFor();
    await page.getByText('En pause : 1,5 Mo sur 24 Mo', { exact: true }).waitFor();
    expect(await keptPieces(page)).toBe(STALL_AFTER);
    // Nothing is kept as a whole file until every piece is there.
    expect(
      await page.evaluate(async () => (await (await caches.open('kelasi-saved')).keys()).length),
    ).toBe(0);
    await page.evaluate(() => ((window as { networkBack?: boolean }).networkBack = true));

    const ranges: string[] = [];
    page.on('request', (request) => {
      const range = request.headers().range;
      if (new URL(request.url()).pathname === pdfPath && range) ranges.push(range);
    });
    await page.getByRole('button', { name: 'Reprendre' }).click();
    await page.getByText(/^Disponible hors ligne/).waitFor();
    // It went on from the first piece not kept, never asking again for what it had.
    expect(ranges[0]).toBe(`bytes=${STALL_AFTER * PIECE}-${(STALL_AFTER + 1) * PIECE - 1}`);
    expect(ranges).toHaveLength(48 - STALL_AFTER);

    const saved = await page.evaluate(async (path) => {
      const response = await (await caches.open('kelasi-saved')).match(path);
      const bytes = await response!.arrayBuffer();
      const digest = await crypto.subtle.digest('SHA-256', bytes);
      return {
        size: bytes.byteLength,
        sha: [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join(''),
        parts: (await (await caches.open('kelasi-parts')).keys()).length,
      };
    }, pdfPath);
    expect(saved).toEqual({ size: BIG_PDF.length, sha: BIG_PDF_SHA, parts: 0 });
    await context.close();
  });
  it('refuses a download that would not fit on the phone, before anything is downloaded', async () => {
    const { page } = await enrolledWithTheApp('Rose Mbala');
    // A phone with 5 MB left for the site, as its browser reports it.
    await page.addInitScript(() =>
      Object.defineProperty(StorageManager.prototype, 'estimate', {
        value: async () => ({ quota: 5 * 1024 * 1024, usage: 0 }),
      }),
    );
    await page.reload();
    await appStarted(page);
    await page.getByRole('button', { name: 'Télécharger pour hors ligne' }).click();
    const dialog = page.getByRole('dialog', { name: 'Télécharger pour hors ligne' });
    await dialog.getByText('Espace libre sur le téléphone : 5 Mo', { exact: true }).waitFor();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'Télécharger (24 Mo)' }).isDisabled())
      .toBe(true);
    expect(await page.evaluate(() => caches.has('kelasi-parts'))).toBe(false);
    await page.context().close();
  });

  it('lists the saved course on "Hors ligne" with its size, and removes it from the phone', async () => {
    const { page } = await enrolledWithTheApp('Didier Tshala');
    await page.getByRole('button', { name: 'Télécharger pour hors ligne' }).click();
    await page
      .getByRole('dialog', { name: 'Télécharger pour hors ligne' })
      .getByRole('button', { name: 'Télécharger (24 Mo)' })
      .click();
    await page.getByText(/^Disponible hors ligne/).waitFor();
    await page.getByRole('link', { name: 'Gérer' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hors ligne' }).waitFor();
    const saved = page.getByRole('list', { name: 'Cours enregistrés' });
    await saved.getByRole('link', { name: 'Registres de la coopérative' }).waitFor();
    await saved.getByText(/^24 Mo · Enregistré le /).waitFor();
    await page.getByText(/^Espace utilisé : /).waitFor();
    await saved
      .getByRole('button', { name: 'Supprimer Registres de la coopérative de ce téléphone' })
      .click();
    await page.getByText('Aucun cours enregistré.', { exact: false }).waitFor();
    expect(
      await page.evaluate(async () => (await (await caches.open('kelasi-saved')).keys()).length),
    ).toBe(0);
    await page.context().close();
  });

  it('shows an action the server refused when it arrived, rather than dropping it', async () => {
    const student = await e.register('student', 'Sylvie Banza');
    const [extra] = await createLessons(e.t.db, [
      { courseId, title: 'Leçon retirée ensuite', order: 2, content: 'Bientôt retirée.' },
    ]);
    const { context, page } = await e.newPage({ phone: true });
    await signIn(page, student.email, student.password);
    expect((await page.request.post('/api/enrollments', { data: { courseId } })).ok()).toBe(true);
    await page.goto(`/course/${courseId}/learn?lesson=${extra!.id}`);
    await page.getByRole('heading', { level: 2, name: 'Leçon retirée ensuite' }).waitFor();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Marquer comme terminé' }).click();
    // While offline, the instructor removes the lesson.
    await e.t.db.delete(lessons).where(eq(lessons.id, extra!.id));
    await context.setOffline(false);
    await page.getByText("Cette leçon n'appartient pas à ce cours").first().waitFor();
    await page.goto('/offline');
    const refused = page.getByRole('alert').filter({ hasText: 'Non synchronisé' });
    await refused
      .getByText(
        "La leçon « Leçon retirée ensuite » n’a pas pu être marquée comme terminée : Cette leçon n'appartient pas à ce cours",
      )
      .waitFor();
    await page.getByText('Tout est synchronisé.').waitFor();
    await refused.getByRole('button', { name: 'J’ai compris' }).click();
    await refused.waitFor({ state: 'detached' });
    await context.close();
  });
});
