import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.ts';
import {
  PASSWORD,
  expectAxeClean,
  expectNoHorizontalOverflow,
  signIn,
  uniqueEmail,
  visibleText,
} from './page-helpers.ts';

/**
 * The instructor's path: the dashboard, the course editor (mobile-money section following the
 * price), the lesson editor with a PDF and a video uploaded through the resumable upload, then a
 * student reading the PDF and playing the video; another instructor may not edit; deletion.
 */

const e = useE2E();
const { register } = e;
const PDF = path.resolve('tests/fixtures/lesson.pdf');
const WEBM = path.resolve('tests/fixtures/lesson.webm');

const PRICED = 'Gérer sa boutique avec le mobile money';
const FREE = 'Bureautique pour débutants';
const PDF_LESSON = 'Lire le guide de démarrage';
const VIDEO_LESSON = 'Regarder la démonstration';

const state = {
  instructor: { email: '', password: PASSWORD },
  pricedId: '',
  freeId: '',
  pdfPath: '',
  videoPath: '',
};

const mobileMoneyHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Paiement mobile money' });

/** The id in /instructor/course/{id}/edit, once the editor got there. */
async function editedCourseId(page: Page): Promise<string> {
  await page.waitForURL(/\/instructor\/course\/[0-9a-f-]{36}\/edit$/);
  return new URL(page.url()).pathname.split('/')[3]!;
}

async function statValue(page: Page, label: string): Promise<string> {
  const stat = page.getByRole('region', { name: 'Statistiques' }).locator('li', { hasText: label });
  return (await stat.locator('span').last().innerText()).trim();
}

/** The fixture files a lesson is given: the picker that takes each, and how the form shows it. */
const lessonFiles = {
  pdf: {
    picker: 'Uploader un document',
    file: PDF,
    /** The uploaded file's box, and what it shows instead of the raw path. */
    fileLabel: 'Document de la leçon',
    summary: 'lesson.pdf · 592 o',
  },
  webm: {
    picker: 'Uploader une vidéo',
    file: WEBM,
    fileLabel: 'Vidéo de la leçon',
    summary: 'lesson.webm · 6,7 Ko',
  },
};

/** Adds a lesson through the editor, uploading one of lessonFiles; answers its stored path. */
async function addLesson(
  page: Page,
  courseId: string,
  title: string,
  /** The order the form proposes. */
  order: string,
  upload: (typeof lessonFiles)[keyof typeof lessonFiles],
) {
  const lesson = { title, order, ...upload };
  await page.getByRole('link', { name: 'Ajouter une leçon' }).click();
  await page.waitForURL(`**/instructor/course/${courseId}/lesson/new`);
  await page.getByRole('heading', { name: 'Nouvelle leçon', level: 1 }).waitFor();
  // The order defaults to the number of lessons plus one.
  expect(await page.getByLabel('Ordre').inputValue()).toBe(lesson.order);
  await page.getByLabel('Titre').fill(lesson.title);
  await page.getByLabel('Durée (minutes)').fill('12');
  await page.getByLabel(lesson.picker).setInputFiles(lesson.file);
  await page
    .getByRole('group', { name: lesson.fileLabel })
    .getByText(lesson.summary, { exact: true })
    .waitFor();
  await page.getByRole('button', { name: 'Créer la leçon' }).click();
  await visibleText(page, 'Leçon créée');
  await page.waitForURL(`**/instructor/course/${courseId}/edit`);
  await page.getByRole('link', { name: `Modifier : ${lesson.title}` }).waitFor();
  const lessons = (await (await page.request.get(`/api/courses/${courseId}/lessons`)).json()) as {
    title: string;
    videoUrl: string | null;
    fileUrl: string | null;
  }[];
  const created = lessons.find((l) => l.title === lesson.title)!;
  return (created.fileUrl ?? created.videoUrl)!;
}

describe('the instructor path', () => {
  it('creates a priced course (mobile money follows the price) and a free course with a PDF and a video', async () => {
    const { page, context, consoleErrors } = await e.newPage();

    // Registers as an instructor through the form.
    state.instructor.email = uniqueEmail('formateur');
    await page.goto('/register');
    await page.getByLabel('Formateur').check();
    await page.getByLabel('Nom complet').fill('Joseph Kalala');
    await page.getByLabel('Email').fill(state.instructor.email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: "S'inscrire" }).last().click();
    await page.waitForURL('**/catalog');

    // An empty dashboard.
    await page.goto('/instructor/dashboard');
    await page.getByRole('heading', { name: 'Tableau de bord formateur', level: 1 }).waitFor();
    await visibleText(page, 'Aucun cours créé');
    expect(await statValue(page, 'Total de cours')).toBe('0');
    await expectAxeClean(page, 'empty dashboard');
    await page.getByRole('link', { name: 'Créer mon premier cours' }).click();
    await page.waitForURL('**/instructor/course/new');
    await page.getByRole('heading', { name: 'Créer un cours', level: 1 }).waitFor();
    expect(
      await page.getByRole('link', { name: 'Retour au tableau de bord' }).getAttribute('href'),
    ).toBe('/instructor/dashboard');

    // Required fields.
    await page.getByRole('button', { name: 'Créer le cours' }).click();
    await visibleText(page, 'Le titre est requis');
    await visibleText(page, 'La description est requise');
    await visibleText(page, 'La catégorie est requise');
    expect(await page.getByLabel('Titre').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );

    // The mobile-money section appears as a price is typed, and goes at 0.
    await page.getByLabel('Titre').fill(PRICED);
    await page.getByLabel('Description').fill('Encaisser, suivre et relancer ses clients.');
    await page.getByLabel('Catégorie').selectOption('Business');
    await page.getByLabel('Niveau').selectOption({ label: 'Intermédiaire' });
    await page.getByLabel('Durée (heures)').fill('4');
    expect(await mobileMoneyHeading(page).count()).toBe(0);
    await page.getByLabel('Prix (FC)').fill('15000');
    await mobileMoneyHeading(page).waitFor();
    await page.getByLabel('Prix (FC)').fill('0');
    await mobileMoneyHeading(page).waitFor({ state: 'detached' });
    await page.getByLabel('Prix (FC)').fill('15000');
    await page.getByLabel('Numéro M-Pesa').fill('+243 81 000 0001');
    await page.getByLabel('Numéro Orange Money').fill('+243 89 000 0003');
    await page.getByLabel('Instructions de paiement').fill('Indiquez votre nom en référence.');
    await expectAxeClean(page, 'course editor');
    await page.getByRole('button', { name: 'Créer le cours' }).click();
    await visibleText(page, 'Cours créé');
    state.pricedId = await editedCourseId(page);
    await page.getByRole('heading', { name: 'Modifier le cours', level: 1 }).waitFor();
    expect(await page.getByLabel('Titre').inputValue()).toBe(PRICED);
    // Numbers are stored in one form, +243 and nine digits.
    expect(await page.getByLabel('Numéro M-Pesa').inputValue()).toBe('+243810000001');
    await visibleText(
      page,
      'Aucune leçon pour le moment. Ajoutez la première leçon de votre cours.',
    );
    const priced = (await (await page.request.get(`/api/courses/${state.pricedId}`)).json()) as {
      price: number;
      status: string;
      mobileMoneyInfo: { mpesa: string | null; orange: string | null; instructions: string | null };
    };
    expect(priced.price).toBe(15000);
    expect(priced.status).toBe('draft');
    expect(priced.mobileMoneyInfo).toMatchObject({
      mpesa: '+243810000001',
      orange: '+243890000003',
      instructions: 'Indiquez votre nom en référence.',
    });

    // A free course, with two lessons whose files go through the upload.
    await page.goto('/instructor/course/new');
    await page.getByLabel('Titre').fill(FREE);
    await page.getByLabel('Description').fill('Traitement de texte et tableur, pas à pas.');
    await page.getByLabel('Catégorie').selectOption('Programmation');
    await page.getByRole('button', { name: 'Créer le cours' }).click();
    await visibleText(page, 'Cours créé');
    state.freeId = await editedCourseId(page);
    expect(await mobileMoneyHeading(page).count()).toBe(0);

    // A file over its limit is refused before anything is sent.
    await page.getByRole('link', { name: 'Ajouter une leçon' }).click();
    await page.getByRole('heading', { name: 'Nouvelle leçon', level: 1 }).waitFor();
    await expectAxeClean(page, 'lesson editor');
    const ticketsAsked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/objects/upload')) ticketsAsked.push(r.url());
    });
    await page.getByLabel('Uploader un document').evaluate((input: HTMLInputElement) => {
      const transfer = new DataTransfer();
      transfer.items.add(
        new File([new Uint8Array(104_857_601)], 'trop-gros.pdf', { type: 'application/pdf' }),
      );
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Le fichier est trop volumineux. Taille maximale: 100MB' })
      .waitFor();
    expect(ticketsAsked).toEqual([]);

    // While the file travels, a progress bar tells how much is left (the ticket is slowed down).
    await page.route('**/api/objects/upload', async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Retour au cours' }).click();
    const uploadProgress = page.getByRole('progressbar', { name: 'Envoi du document' });
    const progressSeen = (async () => {
      await uploadProgress.waitFor();
      return uploadProgress.getAttribute('aria-valuetext');
    })();
    state.pdfPath = await addLesson(page, state.freeId, PDF_LESSON, '1', lessonFiles.pdf);
    expect(await progressSeen).toMatch(/^\d+ % — [\d,]+ (o|Ko) restants$/);
    expect(state.pdfPath).toMatch(/^\/objects\/uploads\/[^/]+\.pdf$/);
    await page.unroute('**/api/objects/upload');

    state.videoPath = await addLesson(page, state.freeId, VIDEO_LESSON, '2', lessonFiles.webm);
    expect(state.videoPath).toMatch(/^\/objects\/uploads\/[^/]+\.webm$/);

    // Editing a lesson keeps its values and comes back to the course.
    await page.getByRole('link', { name: `Modifier : ${PDF_LESSON}` }).click();
    await page.getByRole('heading', { name: 'Modifier la leçon', level: 1 }).waitFor();
    await page
      .getByRole('group', { name: 'Document de la leçon' })
      .getByText('lesson.pdf · 592 o', { exact: true })
      .waitFor();
    await page.getByLabel('Aperçu gratuit (leçon accessible sans inscription)').check();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(page, 'Leçon mise à jour');
    await page.waitForURL(`**/instructor/course/${state.freeId}/edit`);

    // Publish.
    await page.getByLabel('Statut').selectOption({ label: 'Publié' });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(page, 'Cours mis à jour');
    const free = (await (await page.request.get(`/api/courses/${state.freeId}`)).json()) as {
      status: string;
      lessonCount: number;
    };
    expect(free).toMatchObject({ status: 'published', lessonCount: 2 });

    // The dashboard.
    await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
    await page.waitForURL('**/instructor/dashboard');
    const table = page.getByRole('table', { name: 'Mes cours' });
    await table.getByRole('link', { name: FREE, exact: true }).waitFor();
    expect(await statValue(page, 'Total de cours')).toBe('2');
    expect(await statValue(page, 'Cours publiés')).toBe('1');
    expect(await statValue(page, 'Brouillons')).toBe('1');
    const pricedRow = table.getByRole('row').filter({ hasText: PRICED });
    const freeRow = table.getByRole('row').filter({ hasText: FREE });
    await pricedRow.getByText('15 000 FC').waitFor();
    await pricedRow.getByText('Brouillon').waitFor();
    await freeRow.getByText('Gratuit').waitFor();
    await freeRow.getByText('Publié').waitFor();
    expect(
      await pricedRow.getByRole('link', { name: `Paiements : ${PRICED}` }).getAttribute('href'),
    ).toBe(`/instructor/course/${state.pricedId}/payments`);
    expect(await freeRow.getByRole('link', { name: /Paiements/ }).count()).toBe(0);
    expect(
      await freeRow.getByRole('link', { name: `Modifier : ${FREE}` }).getAttribute('href'),
    ).toBe(`/instructor/course/${state.freeId}/edit`);
    expect(await table.getByRole('link', { name: FREE, exact: true }).getAttribute('href')).toBe(
      `/course/${state.freeId}`,
    );
    await expectAxeClean(page, 'dashboard');

    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('lets a student read the uploaded PDF and play the uploaded video', async () => {
    const student = await register('student', 'Esther Mwamba');
    const { page, context, consoleErrors } = await e.newPage();
    await signIn(page, student.email, student.password);
    await page.goto(`/course/${state.freeId}`);
    await page.getByRole('button', { name: "S'inscrire au cours" }).click();
    await page.getByRole('link', { name: 'Continuer le cours' }).click();
    await page.waitForURL(`**/course/${state.freeId}/learn`);

    // The PDF lesson: an embedded viewer on the object, which answers a PDF.
    await page.getByRole('heading', { name: PDF_LESSON, level: 2 }).waitFor();
    const viewer = page.locator(`iframe[title="Document PDF : ${PDF_LESSON}"]`);
    expect(await viewer.getAttribute('src')).toBe(state.pdfPath);
    const pdf = await page.request.get(state.pdfPath);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // The video lesson plays in the native player.
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('heading', { name: VIDEO_LESSON, level: 2 }).waitFor();
    const video = page.getByLabel(`Vidéo : ${VIDEO_LESSON}`);
    await video.evaluate((el: HTMLVideoElement) => {
      el.muted = true;
      void el.play();
    });
    await page.waitForFunction(
      (label) => {
        const v = document.querySelector<HTMLVideoElement>(`video[aria-label="${label}"]`);
        return !!v && v.readyState >= 2 && v.currentTime > 0;
      },
      `Vidéo : ${VIDEO_LESSON}`,
      { timeout: 30_000 },
    );
    expect(await page.getByText('Vidéo non disponible en lecture directe').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows another instructor no editable form, and the server refuses their change', async () => {
    const other = await register('instructor', 'Marie Tshala');
    const { page, context } = await e.newPage();
    await signIn(page, other.email, other.password);

    await page.goto(`/instructor/course/${state.freeId}/edit`);
    await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    await visibleText(page, 'Vous ne pouvez modifier que vos propres cours');
    expect(await page.getByLabel('Titre').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Enregistrer' }).count()).toBe(0);

    // The priced course is still a draft: to anyone else it does not exist.
    await page.goto(`/instructor/course/${state.pricedId}/edit`);
    await page.getByRole('heading', { name: 'Cours non trouvé' }).waitFor();
    expect(await page.getByLabel('Titre').count()).toBe(0);

    await page.goto(`/instructor/course/${state.freeId}/lesson/new`);
    await page.getByRole('heading', { name: 'Accès refusé' }).waitFor();
    expect(await page.getByLabel('Titre').count()).toBe(0);

    const status = await page.evaluate(async (id) => {
      const res = await fetch(`/api/courses/${id}`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: 'Détourné' }),
      });
      return res.status;
    }, state.freeId);
    expect(status).toBe(403);
    const course = (await (await page.request.get(`/api/courses/${state.freeId}`)).json()) as {
      title: string;
    };
    expect(course.title).toBe(FREE);
    await context.close();
  });

  it('deletes a course from the dashboard after confirmation', async () => {
    const { page, context, consoleErrors } = await e.newPage();
    await signIn(page, state.instructor.email, state.instructor.password);
    await page.goto('/instructor/courses');
    const table = page.getByRole('table', { name: 'Mes cours' });
    await table.getByRole('link', { name: PRICED, exact: true }).waitFor();
    expect(await statValue(page, "Total d'étudiants")).toBe('1');

    // Cancel keeps it.
    await page.getByRole('button', { name: `Supprimer : ${PRICED}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Êtes-vous sûr ?' });
    await dialog
      .getByText(
        'Cette action est irréversible. Le cours et toutes ses leçons seront supprimés définitivement.',
      )
      .waitFor();
    await expectAxeClean(page, 'delete dialog');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await table.getByRole('link', { name: PRICED, exact: true }).count()).toBe(1);

    // Supprimer deletes it.
    await page.getByRole('button', { name: `Supprimer : ${PRICED}` }).click();
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await visibleText(page, 'Cours supprimé');
    await visibleText(page, 'Le cours a été supprimé avec succès');
    await table.getByRole('link', { name: PRICED, exact: true }).waitFor({ state: 'detached' });
    expect(await statValue(page, 'Total de cours')).toBe('1');
    expect((await page.request.get(`/api/courses/${state.pricedId}`)).status()).toBe(404);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('works on a 360 px phone without sideways scrolling', async () => {
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await signIn(page, state.instructor.email, state.instructor.password);

    await page.goto('/instructor/dashboard');
    const table = page.getByRole('table', { name: 'Mes cours' });
    await table.getByRole('link', { name: FREE, exact: true }).waitFor();
    await expectNoHorizontalOverflow(page, 'dashboard');
    // Rows are stacked: the actions are reachable without scrolling sideways.
    const edit = table.getByRole('link', { name: `Modifier : ${FREE}` });
    expect(await edit.isVisible()).toBe(true);
    const box = (await edit.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expectAxeClean(page, 'dashboard on a phone');

    await edit.click();
    await page.getByRole('heading', { name: 'Modifier le cours', level: 1 }).waitFor();
    await page.getByRole('link', { name: `Modifier : ${VIDEO_LESSON}` }).waitFor();
    await page.getByLabel('Prix (FC)').fill('5000');
    await mobileMoneyHeading(page).waitFor();
    await expectNoHorizontalOverflow(page, 'course editor');

    await page.getByRole('link', { name: `Modifier : ${VIDEO_LESSON}` }).click();
    await page.getByRole('heading', { name: 'Modifier la leçon', level: 1 }).waitFor();
    await page
      .getByRole('group', { name: 'Vidéo de la leçon' })
      .getByText('lesson.webm · 6,7 Ko', { exact: true })
      .waitFor();
    await expectNoHorizontalOverflow(page, 'lesson editor');
    await expectAxeClean(page, 'lesson editor on a phone');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
