import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { insertCourseWithLessons } from '../helpers/factories.ts';
import { useE2E } from './harness.ts';
import {
  appStarted,
  expectAxeClean,
  expectNoHorizontalOverflow,
  signIn,
  visibleText,
  withSignedInApi,
} from './page-helpers.ts';

/**
 * "Aperçu gratuit" (issue 18, finding 15): on a 360 px phone, a visitor, then a student not
 * enrolled, open a free lesson from the course page's curriculum and read it there — its text,
 * its video link and its uploaded PDF — while the other lessons stay locked.
 */

const e = useE2E(() => seedCourse());

const COURSE = 'Comptabilité pour commerçants';
const FREE_LESSON = 'Tenir un cahier de caisse';
const PAID_LESSON = 'Le bilan de fin de mois';
const state = { courseId: '', pdfPath: '' };

/** A priced course by an instructor, whose free lesson has a PDF sent through the upload flow. */
async function seedCourse() {
  const instructor = await e.register('instructor', 'Nadine Tshibanda');
  state.pdfPath = await withSignedInApi(e.baseUrl, instructor, async (api) => {
    const { uploadURL } = (await (await api.post('/api/objects/upload')).json()) as {
      uploadURL: string;
    };
    const put = await api.put(uploadURL, {
      data: await readFile(path.resolve('tests/fixtures/lesson.pdf')),
      headers: { 'content-type': 'application/pdf' },
    });
    expect(put.status()).toBe(204);
    const stored = await api.post('/api/lessons/upload-file', { data: { fileUrl: uploadURL } });
    return ((await stored.json()) as { objectPath: string }).objectPath;
  });

  state.courseId = await insertCourseWithLessons(
    e.t.db,
    {
      instructorId: instructor.id,
      title: COURSE,
      description: 'Tenir ses comptes sans logiciel, pour une boutique ou un dépôt.',
      category: 'Business',
      level: 'beginner',
      price: 15000,
      duration: 0.8,
    },
    [
      {
        title: FREE_LESSON,
        description: 'Noter chaque jour les entrées et les sorties.',
        content:
          'Chaque entrée et chaque sortie d’argent est notée le jour même.\nLe soir, le total doit égaler la caisse.',
        videoUrl: 'https://www.youtube.com/watch?v=kelasi-caisse',
        fileUrl: state.pdfPath,
        duration: 20,
        isFree: true,
      },
      {
        title: PAID_LESSON,
        description: 'Ce que vous possédez, ce que vous devez.',
        content: 'Le bilan compare ce que vous possédez et ce que vous devez.',
        duration: 30,
      },
    ],
  );
}

/** Opens the free lesson's preview from the curriculum and checks what it shows. */
async function readFreeLesson(page: Page) {
  await page.goto(`/course/${state.courseId}`);
  await page.getByRole('heading', { name: COURSE, level: 1 }).waitFor();
  // Taps made before the app has taken over the page have their own tests
  // (server-rendering.spec.ts); this one reads the preview itself.
  await appStarted(page);
  await visibleText(page, 'Aperçu gratuit');

  // The other lesson stays locked: its description only, no preview.
  await page.getByRole('button', { name: PAID_LESSON }).click();
  await visibleText(page, 'Ce que vous possédez, ce que vous devez.');
  expect(await page.getByRole('button', { name: /Voir l'aperçu/ }).count()).toBe(0);
  expect(await page.getByText('Le bilan compare').count()).toBe(0);

  await page.getByRole('button', { name: FREE_LESSON }).click();
  await visibleText(page, 'Noter chaque jour les entrées et les sorties.');
  await page.getByRole('button', { name: `Voir l'aperçu : ${FREE_LESSON}` }).click();

  const dialog = page.getByRole('dialog', { name: FREE_LESSON });
  await dialog.waitFor();
  const text = dialog.getByText(/notée le jour même/);
  await text.waitFor();
  // The text keeps its line breaks, as on the learning screen.
  expect(await text.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre-line');
  expect(await text.innerText()).toContain('Le soir, le total doit égaler la caisse.');
  await dialog.getByRole('link', { name: /Ouvrir la vidéo/ }).waitFor();
  // On a phone the PDF is a card to open or download, not a frame (phone-polish.spec.ts).
  const pdf = dialog.getByRole('link', { name: 'Ouvrir (nouvel onglet)', exact: true });
  expect(await pdf.getAttribute('href')).toBe(state.pdfPath);
  expect(await dialog.locator('iframe').count()).toBe(0);
  // The uploaded PDF is served to this reader too (signed out or not enrolled).
  const served = await page.request.get(state.pdfPath);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');
  return dialog;
}

describe('the free preview of a lesson, on a phone', () => {
  it('lets a visitor read a free lesson on the course page', async () => {
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    const dialog = await readFreeLesson(page);
    await expectNoHorizontalOverflow(page, 'lesson preview');
    await expectAxeClean(page, 'lesson preview');

    // The button under the lesson (the cross at the top scrolls away on a long lesson).
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).last().click();
    await dialog.waitFor({ state: 'detached' });
    // Still on the course page: the learning screen is for enrolled learners.
    expect(new URL(page.url()).pathname).toBe(`/course/${state.courseId}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('lets a student who is not enrolled read it too', async () => {
    const student = await e.register('student', 'Esther Mwamba');
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await signIn(page, student.email, student.password);
    await readFreeLesson(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
