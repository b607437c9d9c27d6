import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { APIRequestContext, Page } from 'playwright-core';
import { createCourse } from '../../src/server/db/factories/courses.ts';
import { insertCourseWithLessons } from '../helpers/factories.ts';
import { useE2E } from './harness.ts';
import {
  closeWithoutErrors,
  expectAxeClean,
  expectNoHorizontalOverflow,
  insertUser,
  openAsNewAdmin,
  signedInAdminApi,
  signIn,
  visibleText,
  withSignedInApi,
} from './page-helpers.ts';

/**
 * Phone polish (issue points 11, 15, 16), on a 360×740 screen: the landing page's first screen
 * shows the offer with one announcement strip and nothing moving; a PDF lesson is a card, not
 * an unreadable frame; code in lessons is monospace; toasts leave the header free; the admin
 * chart's legend, the calendar's colours, an instructor's preview and the Journal's labels.
 */

const PHONE_HEIGHT = 740;
const COURSE = 'Python pour les commerçants';
const LESSON = 'Prendre des décisions avec if';
const DOCUMENT = 'Aide-mémoire Python.pdf';
/** Bigger than the fixture, so that its size reads with a decimal comma ("146,5 Ko"). */
const DOCUMENT_BYTES = 150_000;
const LESSON_TEXT = `Un programme doit réagir selon la situation. La structure de base est la suivante :

solde = 12000
if solde >= 10000:
    print("Vous pouvez acheter le forfait internet de la semaine, valable sept jours sur tout le réseau")
else:
    print("Solde insuffisant")

Notez l'indentation de quatre espaces : elle délimite chaque bloc.`;

const state = {
  instructor: { email: '', password: '' },
  student: { email: '', password: '' },
  courseId: '',
  pdfPath: '',
};

const e = useE2E(async () => {
  const instructor = await e.register('instructor', 'Patrick Mbuyi');
  state.instructor = instructor;
  state.student = await e.register('student', 'Esther Mwamba');
  state.pdfPath = await withSignedInApi(e.baseUrl, instructor, (api) =>
    uploadNamedPdf(api, DOCUMENT),
  );

  state.courseId = await insertCourseWithLessons(
    e.t.db,
    {
      instructorId: instructor.id,
      title: COURSE,
      description: 'Les bases de Python, avec des exemples de boutique.',
      category: 'Programmation',
      level: 'beginner',
    },
    [
      { title: LESSON, content: LESSON_TEXT, fileUrl: state.pdfPath, duration: 20 },
      { title: 'Les boucles', duration: 25 },
    ],
  );
  await withSignedInApi(e.baseUrl, state.student, async (api) => {
    const enrolled = await api.post('/api/enrollments', { data: { courseId: state.courseId } });
    expect(enrolled.status()).toBe(201);
  });
});

/**
 * A PDF sent through the resumable upload with its original name, as the lesson editor sends
 * it; answers its stable path.
 */
async function uploadNamedPdf(api: APIRequestContext, fileName: string): Promise<string> {
  const { uploadURL } = (await (await api.post('/api/objects/upload')).json()) as {
    uploadURL: string;
  };
  const fixture = await readFile(path.resolve('tests/fixtures/lesson.pdf'));
  const body = Buffer.concat([fixture, Buffer.alloc(DOCUMENT_BYTES - fixture.length, 0x20)]);
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const created = await api.post(uploadURL, {
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(body.length),
      'upload-metadata': `filename ${b64(fileName)},filetype ${b64('application/pdf')}`,
    },
  });
  expect(created.status()).toBe(201);
  const sent = await api.patch(uploadURL, {
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
    data: body,
  });
  expect(sent.status()).toBe(204);
  const stored = await api.post('/api/lessons/upload-file', { data: { fileUrl: uploadURL } });
  expect(stored.status()).toBe(200);
  return ((await stored.json()) as { objectPath: string }).objectPath;
}

/**
 * The layout shifts of the page since it started (Cumulative Layout Shift, without those that
 * follow a tap), read after the fact from the browser's buffer.
 */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[])
            if (!entry.hadRecentInput) sum += entry.value;
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: 'layout-shift', buffered: true });
        // The buffered entries come in a task of their own: collect what is left, then answer.
        setTimeout(() => {
          add(observer.takeRecords());
          observer.disconnect();
          resolve(sum);
        }, 250);
      }),
  );
}

const announcementStrip = (page: Page) => page.getByRole('region', { name: 'Annonces' });

describe('the landing page on a phone', () => {
  it('shows the offer on the first screen with one announcement strip, and nothing moves', async () => {
    const adminApi = await signedInAdminApi(e, 'Équipe Kelasi');
    const published = [
      {
        title: 'Maintenance samedi',
        content: 'Le site sera indisponible de 6 h à 8 h.\nMerci de votre patience.',
        type: 'warning',
      },
      {
        title: 'Nouveaux cours de comptabilité',
        content:
          'Trois cours pour tenir les comptes de votre boutique, du cahier de caisse au bilan.',
        type: 'success',
      },
      {
        title: 'Paiement par Orange Money',
        content:
          'Vous pouvez désormais payer vos cours par Orange Money, en plus de M-Pesa et Airtel Money.',
        type: 'info',
      },
    ];
    for (const data of published) {
      const res = await adminApi.post('/api/announcements', {
        data: { ...data, isPublished: true },
      });
      expect(res.status()).toBe(201);
    }
    const draft = await adminApi.post('/api/announcements', {
      data: { title: 'Annonce en préparation', content: 'Pas encore publiée.' },
    });
    expect(draft.status()).toBe(201);
    const newest = published.at(-1)!;

    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    // As on a slow connection, the announcements arrive once the page is drawn without them.
    let release = () => {};
    const drawn = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/announcements', async (route) => {
      await drawn;
      await route.continue();
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Explorer les cours' }).waitFor();
    await page.evaluate(() => new Promise((painted) => requestAnimationFrame(painted)));
    release();
    const strip = announcementStrip(page);
    await strip.getByText(newest.title).waitFor();
    await page.waitForLoadState('networkidle');

    // Arriving after the first paint, the announcements pushed nothing down.
    expect(await layoutShift(page)).toBeLessThan(0.02);
    // The offer is on the first screen, under one strip: the newest announcement only.
    const explore = await page.getByRole('link', { name: 'Explorer les cours' }).boundingBox();
    expect(explore!.y + explore!.height).toBeLessThanOrEqual(PHONE_HEIGHT);
    expect(await strip.count()).toBe(1);
    expect(await page.getByText(published[0]!.title).count()).toBe(0);
    expect(await page.getByText(published[1]!.title).count()).toBe(0);
    expect(await page.getByText('Annonce en préparation').count()).toBe(0);
    await expectNoHorizontalOverflow(page, 'landing page with announcements');
    await expectAxeClean(page, 'landing page with announcements');

    // "Voir les annonces (3)": all of them, in full, newest first, each in its colour.
    await strip.getByRole('button', { name: 'Voir les annonces (3)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Annonces' });
    await dialog.waitFor();
    const items = dialog.getByRole('listitem');
    expect(await items.count()).toBe(3);
    expect(await items.getByRole('heading').allInnerTexts()).toEqual(
      published.map((a) => a.title).reverse(),
    );
    await visibleText(dialog, /Le site sera indisponible de 6 h à 8 h\./);
    const warning = dialog.locator('li[data-type="warning"]', { hasText: 'Maintenance samedi' });
    expect(await warning.getAttribute('class')).toContain('orange');
    await expectNoHorizontalOverflow(page, 'announcements dialog');
    await expectAxeClean(page, 'announcements dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    // Closed, it stays closed on the next visit…
    await strip.getByRole('button', { name: `Masquer l’annonce : ${newest.title}` }).click();
    await strip.waitFor({ state: 'detached' });
    // The server cannot know what this browser closed: the app hides it as it takes over.
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    await strip.waitFor({ state: 'detached' });
    expect(await strip.count()).toBe(0);
    expect(await page.getByText(newest.title).count()).toBe(0);

    // …until a newer one is published.
    const newer = await adminApi.post('/api/announcements', {
      data: {
        title: 'Inscriptions aux stages ouvertes',
        content: 'Demandez votre stage depuis la page Mes stages.',
        isPublished: true,
      },
    });
    expect(newer.status()).toBe(201);
    await adminApi.dispose();
    await page.reload();
    await strip.getByText('Inscriptions aux stages ouvertes').waitFor();
    await strip.getByRole('button', { name: 'Voir les annonces (4)' }).waitFor();
    await closeWithoutErrors({ context, consoleErrors });
  });
});

describe('the learning screen on a phone', () => {
  /** The student's phone, on the lesson with code and a PDF. */
  async function openLessonAsStudent() {
    const opened = await e.newPage({ phone: true });
    await signIn(opened.page, state.student.email, state.student.password);
    return opened;
  }

  it('offers a PDF as a card to open or download, without loading it, and frames it on wider screens', async () => {
    const { page, context, consoleErrors } = await openLessonAsStudent();
    // Any byte of the document itself (a HEAD only names and sizes it).
    const documentLoads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === state.pdfPath && r.method() !== 'HEAD')
        documentLoads.push(r.method());
    });
    await page.goto(`/course/${state.courseId}/learn`);
    await page.getByRole('heading', { name: LESSON, level: 2 }).waitFor();

    // Its original name and its size in French, "Ouvrir" and "Télécharger", and no frame.
    await page.getByRole('heading', { name: DOCUMENT, level: 3 }).waitFor();
    await visibleText(page, 'Document PDF · 146,5 Ko');
    const open = page.getByRole('link', { name: /^Ouvrir/ });
    const download = page.getByRole('link', { name: 'Télécharger' });
    expect(await open.getAttribute('href')).toBe(state.pdfPath);
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await download.getAttribute('href')).toBe(state.pdfPath);
    expect(await download.getAttribute('download')).not.toBeNull();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(documentLoads).toEqual([]);
    await expectNoHorizontalOverflow(page, 'PDF lesson on a phone');
    await expectAxeClean(page, 'PDF lesson on a phone');

    // A wider screen gets the document in its frame.
    await page.setViewportSize({ width: 1024, height: 800 });
    const frame = page.locator(`iframe[title="Document PDF : ${LESSON}"]`);
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(state.pdfPath);
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('sets code in a monospace font with its indentation, and the prose around it not', async () => {
    const { page, context, consoleErrors } = await openLessonAsStudent();
    await page.goto(`/course/${state.courseId}/learn`);
    await page.getByRole('heading', { name: LESSON, level: 2 }).waitFor();
    const code = page.locator('pre', { hasText: 'if solde >= 10000:' });
    expect(await code.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/mono/i);
    expect(await code.innerText()).toContain('\n    print("Solde insuffisant")');
    const prose = page.getByText('La structure de base est la suivante :');
    expect(await prose.evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/mono/i);
    // The long line of code wraps rather than widening the page.
    await expectNoHorizontalOverflow(page, 'lesson with code on a phone');
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('shows a toast at the bottom, leaving the header, its bell and menu free', async () => {
    const { page, context, consoleErrors } = await openLessonAsStudent();
    await page.goto(`/course/${state.courseId}/learn`);
    await page.getByRole('heading', { name: LESSON, level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Marquer comme terminé' }).click();
    const toast = page
      .getByRole('region', { name: 'Notifications (F8)' })
      .locator('li', { hasText: 'Leçon complétée' });
    await toast.waitFor();
    const header = (await page.locator('header').first().boundingBox())!;
    await expect
      .poll(async () => (await toast.boundingBox())!.y)
      .toBeGreaterThan(header.y + header.height);
    const box = (await toast.boundingBox())!;
    expect(box.y + box.height).toBeGreaterThan(PHONE_HEIGHT - 40);
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('lets the instructor preview the lessons without asking for an enrolment they do not have', async () => {
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    const enrolmentCalls: string[] = [];
    page.on('response', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/api/enrollments')) enrolmentCalls.push(`${r.status()} ${pathname}`);
    });
    await signIn(page, state.instructor.email, state.instructor.password);
    await page.goto(`/course/${state.courseId}`);
    await page.getByRole('link', { name: 'Voir les leçons' }).click();
    await page.waitForURL(`**/course/${state.courseId}/learn`);
    await page.getByRole('heading', { name: LESSON, level: 2 }).waitFor();
    await page.getByRole('button', { name: 'Suivant' }).click();
    await page.getByRole('heading', { name: 'Les boucles', level: 2 }).waitFor();
    expect(enrolmentCalls.filter((call) => /^4\d\d /.test(call))).toEqual([]);
    // Previewing, there is nothing to mark as done.
    expect(await page.getByRole('button', { name: 'Marquer comme terminé' }).count()).toBe(0);
    await closeWithoutErrors({ context, consoleErrors });
  });
});

describe('smaller things on a phone', () => {
  it('shows the latest week in the admin chart’s legend before any tap, with French colons', async () => {
    const { page, context, consoleErrors } = await openAsNewAdmin(
      e,
      'Admin Graphique',
      '/admin/dashboard',
      { phone: true },
    );
    const legend = page.locator('.u-legend');
    await legend.waitFor();
    // The screen readers' table holds the same figures: its last row is the latest week.
    const latest = page
      .getByRole('table', { name: /12 dernières semaines/ })
      .locator('tbody tr')
      .last();
    const expected = (await latest.locator('th, td').allTextContents()).map((t) => t.trim());
    const rows = legend.locator('tr.u-series');
    expect(await rows.count()).toBe(3);
    const shown = await rows.evaluateAll((trs) =>
      trs.map((tr) => {
        const th = tr.querySelector('th')!;
        const colon = getComputedStyle(th, '::after').content.replace(/^"|"$/g, '');
        return {
          label: `${th.textContent}${colon}`,
          value: tr.querySelector('td')!.textContent,
        };
      }),
    );
    expect(shown).toEqual([
      { label: 'Semaine du\u00a0:', value: expected[0] },
      { label: 'Inscriptions\u00a0:', value: expected[1] },
      { label: 'Paiements confirmés (FC)\u00a0:', value: expected[2] },
    ]);
    expect(expected.every((text) => text !== '')).toBe(true);
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('never advertises "0 leçon vidéo" on a course without videos', async () => {
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await page.goto(`${e.baseUrl}/course/${state.courseId}`);
    await visibleText(page, 'Accès à vie');
    await visibleText(page, 'Ressources téléchargeables');
    expect(await page.getByText(/leçons? vidéo/).count()).toBe(0);
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('draws the calendar’s arrows in the theme’s colour, not the browser’s blue', async () => {
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await signIn(page, state.student.email, state.student.password);
    await page.goto('/internships');
    await page.getByRole('button', { name: 'Nouvelle demande' }).click();
    await page.getByRole('button', { name: 'Date de début', exact: true }).click();
    const calendar = page.getByRole('dialog').last();
    const arrow = calendar.locator('.rdp-chevron').first();
    await arrow.waitFor();
    const [fill, primary] = await arrow.evaluate((el) => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--primary)';
      document.body.append(probe);
      const theme = getComputedStyle(probe).color;
      probe.remove();
      return [getComputedStyle(el).fill, theme];
    });
    expect(primary).toBe('rgb(194, 65, 12)');
    expect(fill).toBe(primary);
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('reads price changes and deletions in the Journal in French, FC for courses, $ for plans', async () => {
    const instructor = await insertUser(e.t.db, 'instructor', 'Jean Kabeya');
    const priced = await createCourse(e.t.db, {
      instructorId: instructor.id,
      title: 'Gestion de stock',
      price: 15_000,
    });
    const doomed = await createCourse(e.t.db, {
      instructorId: instructor.id,
      title: 'Cours à retirer',
      price: 8_000,
    });
    const { page, context, consoleErrors } = await openAsNewAdmin(
      e,
      'Admin Journal',
      `/courses/${priced.id}/edit`,
      { phone: true },
    );
    // The course's price, through its editor.
    const price = page.getByLabel('Prix (FC)');
    await price.fill('20000');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(page, 'Cours mis à jour');
    // A plan's monthly price (dollars) and a deletion, through the API.
    const plan = {
      name: 'Plan Étudiant',
      description: 'Tous les cours pour un mois.',
      type: 'student',
      monthlyPrice: 5,
      yearlyPrice: 50,
      features: 'Tous les cours',
    };
    const created = await page.request.post('/api/admin/subscription-plans', { data: plan });
    expect(created.status()).toBe(201);
    const { id: planId } = (await created.json()) as { id: string };
    const updated = await page.request.put(`/api/admin/subscription-plans/${planId}`, {
      data: { ...plan, monthlyPrice: 7.5 },
    });
    expect(updated.status()).toBe(200);
    expect((await page.request.delete(`/api/admin/courses/${doomed.id}`)).status()).toBe(204);

    await page.goto('/admin/dashboard?onglet=journal');
    const coursePrice = page.getByRole('article', { name: 'Gestion de stock' });
    await visibleText(coursePrice, 'Prix d’un cours');
    await visibleText(coursePrice, /^Prix :/);
    await visibleText(coursePrice, /15\s000\sFC\s*devient\s*20\s000\sFC/);
    const planPrice = page.getByRole('article', { name: 'Plan Étudiant' });
    await visibleText(planPrice, /^Prix mensuel :/);
    await visibleText(planPrice, /5\s\$\s*devient\s*7,5\s\$/);
    const deletion = page.getByRole('article', { name: 'Cours à retirer' });
    await visibleText(deletion, 'Cours supprimé');
    await visibleText(deletion, /^Titre :/);
    await visibleText(deletion, /^Statut :/);
    await visibleText(deletion, 'Publié');
    await visibleText(deletion, /^8\s000\sFC$/);
    await visibleText(deletion, /^Identifiant du formateur :/);
    await expectNoHorizontalOverflow(page, 'Journal on a phone');
    await expectAxeClean(page, 'Journal on a phone');
    await closeWithoutErrors({ context, consoleErrors });
  });
});
