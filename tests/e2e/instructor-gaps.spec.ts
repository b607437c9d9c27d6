import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from '../../src/client/components/ui/tooltip-timing.ts';
import { useE2E } from './harness.ts';
import { expectAxeClean, expectNoHorizontalOverflow, signIn, visibleText } from './page-helpers.ts';

/**
 * What the course editor lacked (issue 18, finding 21), on a 360×740 phone where it matters:
 * mobile-money numbers checked and stored in one form, deleting a lesson, uploading the cover
 * image (shown to visitors in the catalogue), an uploaded file shown by its name and size, the
 * reason of a failed upload after the spec's text, and tooltips on icon-only buttons.
 */

const e = useE2E();

/** A real 1×1 PNG, so the browser can draw it. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF_BYTES = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

interface CourseInfo {
  id: string;
  status: string;
  thumbnail: string | null;
  mobileMoneyInfo: Record<string, string> | null;
}

async function courseOf(page: Page, id: string): Promise<CourseInfo> {
  return (await (await page.request.get(`/api/courses/${id}`)).json()) as CourseInfo;
}

/** A signed-in instructor on a phone (or a wide screen), with one course made through the API. */
async function instructorWithCourse(
  name: string,
  course: Record<string, unknown>,
  options: { phone?: boolean } = { phone: true },
) {
  const instructor = await e.register('instructor', name);
  const opened = await e.newPage(options);
  await signIn(opened.page, instructor.email, instructor.password);
  const res = await opened.page.request.post('/api/courses', {
    data: { description: 'Un cours de démonstration.', category: 'Business', ...course },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { ...opened, instructor, courseId: id };
}

/**
 * Moves the mouse onto `target` in a few steps, as a hand does: the tooltips follow the pointer's
 * path (a pointer heading for an open tooltip keeps it open).
 */
async function moveTo(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
}

async function openEditor(page: Page, courseId: string) {
  await page.goto(`/instructor/course/${courseId}/edit`);
  await page.getByRole('heading', { name: 'Modifier le cours', level: 1 }).waitFor();
}

describe('the course editor on a phone', () => {
  it('checks mobile-money numbers, stores them as +243…, and shows how to write them', async () => {
    const { page, context, consoleErrors, courseId } = await instructorWithCourse('Aline Mukendi', {
      title: 'Vendre sur WhatsApp',
      price: 10000,
    });
    await openEditor(page, courseId);
    const mpesa = page.getByLabel('Numéro M-Pesa');
    for (const method of ['Numéro M-Pesa', 'Numéro Airtel Money', 'Numéro Orange Money']) {
      expect(await page.getByLabel(method).getAttribute('placeholder')).toBe('+243 81 234 56 78');
    }

    // A wrong number is refused with its reason, and nothing is saved.
    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().includes('/api/courses/')) saves.push(r.url());
    });
    await mpesa.fill('abc');
    await page.getByLabel('Numéro Airtel Money').fill('0712345678');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(
      page,
      'Numéro invalide : saisissez un numéro congolais, par ex. +243 81 234 56 78',
    );
    expect(await mpesa.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByLabel('Numéro Airtel Money').getAttribute('aria-invalid')).toBe('true');
    expect(saves).toEqual([]);
    expect((await courseOf(page, courseId)).mobileMoneyInfo).toBeNull();
    await expectNoHorizontalOverflow(page, 'course editor with errors');

    // Numbers as people write them are saved in one form.
    await mpesa.fill('081 234 56 78');
    await page.getByLabel('Numéro Airtel Money').fill('00243 99 123 4567');
    await page.getByLabel('Numéro Orange Money').fill('+243 (0)84-123-4567');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(page, 'Cours mis à jour');
    expect((await courseOf(page, courseId)).mobileMoneyInfo).toEqual({
      mpesa: '+243812345678',
      airtel: '+243991234567',
      orange: '+243841234567',
    });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('deletes a lesson after confirmation, with a notice, and the list follows', async () => {
    const { page, context, consoleErrors, courseId } = await instructorWithCourse('Joël Kabasele', {
      title: 'Comptabilité de base',
    });
    for (const [order, title] of [
      [1, 'Le bilan'],
      [2, 'Le compte de résultat'],
    ] as const) {
      const res = await page.request.post('/api/lessons', { data: { courseId, title, order } });
      expect(res.status()).toBe(201);
    }
    await openEditor(page, courseId);
    const lessons = page.getByRole('list', { name: 'Leçons' });
    const remove = lessons.getByRole('button', { name: 'Supprimer : Le bilan' });
    await remove.waitFor();
    const box = (await remove.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    await expectNoHorizontalOverflow(page, 'lesson list');

    // Cancel keeps it.
    await remove.click();
    const dialog = page.getByRole('alertdialog', { name: 'Êtes-vous sûr ?' });
    await dialog
      .getByText(
        'Cette action est irréversible. La leçon et son contenu seront supprimés définitivement.',
      )
      .waitFor();
    await expectAxeClean(page, 'lesson delete dialog');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await lessons.getByRole('listitem').count()).toBe(2);

    // Supprimer deletes it: a notice, and the list shows what is left.
    await remove.click();
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await visibleText(page, 'Leçon supprimée');
    await visibleText(page, '« Le bilan » a été supprimée');
    await lessons.getByText('Le bilan', { exact: true }).waitFor({ state: 'detached' });
    expect(await lessons.getByRole('listitem').count()).toBe(1);
    await lessons.getByText('Le compte de résultat', { exact: true }).waitFor();
    const left = (await (await page.request.get(`/api/courses/${courseId}/lessons`)).json()) as {
      title: string;
    }[];
    expect(left.map((l) => l.title)).toEqual(['Le compte de résultat']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('uploads the cover image, shows it by name and size, and visitors see it in the catalogue', async () => {
    const title = 'Photographie au téléphone';
    const { page, context, consoleErrors, courseId } = await instructorWithCourse('Sarah Ilunga', {
      title,
      category: 'Design',
    });
    await openEditor(page, courseId);

    // Too large: refused before anything is sent.
    const ticketsAsked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/objects/upload')) ticketsAsked.push(r.url());
    });
    await page.getByLabel('Uploader une image').setInputFiles({
      name: 'enorme.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PIXEL_PNG, Buffer.alloc(5 * 1024 * 1024)]),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'Le fichier est trop volumineux. Taille maximale: 5MB' })
      .waitFor();
    expect(ticketsAsked).toEqual([]);

    // Not an image: the spec's alert text, then the server's reason; nothing changes.
    await page.getByLabel('Uploader une image').setInputFiles({
      name: 'faux.png',
      mimeType: 'image/png',
      buffer: PDF_BYTES,
    });
    const failed = page
      .getByRole('alert')
      .filter({ hasText: "Erreur lors de l'upload du fichier" });
    await failed.waitFor();
    expect(await failed.innerText()).toMatch(
      /^Erreur lors de l'upload du fichier\s+Le contenu du fichier ne correspond pas à son type$/,
    );
    expect(await page.getByLabel('Image de couverture (URL)').inputValue()).toBe('');
    expect((await courseOf(page, courseId)).thumbnail).toBeNull();

    // A real image: its name and size stand in place of the stored path.
    await page.getByLabel('Uploader une image').setInputFiles({
      name: 'couverture.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    const cover = page.getByRole('group', { name: 'Image de couverture' });
    await cover.getByText(`couverture.png · ${PIXEL_PNG.length} o`, { exact: true }).waitFor();
    await visibleText(page, 'Image uploadée');
    expect(await page.getByText('/objects/uploads/').count()).toBe(0);
    await expectNoHorizontalOverflow(page, 'course editor with a cover');
    await expectAxeClean(page, 'course editor with a cover');
    await page.getByLabel('Statut').selectOption({ label: 'Publié' });
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(page, 'Cours mis à jour');
    const saved = await courseOf(page, courseId);
    expect(saved.thumbnail).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\.png$/);

    // Back on the editor, the file is known by its name again (read from the server).
    await page.reload();
    await page
      .getByRole('group', { name: 'Image de couverture' })
      .getByText(`couverture.png · ${PIXEL_PNG.length} o`, { exact: true })
      .waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();

    // A visitor sees the picture on the catalogue card.
    const visitor = await e.newPage({ phone: true });
    await visitor.page.goto(`/catalog?search=${encodeURIComponent(title)}`);
    const card = visitor.page.getByRole('listitem').filter({ hasText: title });
    const image = card.locator(`img[src="${saved.thumbnail}"]`);
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1);
    expect(visitor.consoleErrors).toEqual([]);
    await visitor.context.close();
  });
});

describe('tooltips on icon-only buttons', () => {
  it('names the theme button after 700 ms of hover, and the next one at once', async () => {
    const instructor = await e.register('instructor', 'Paul Tshibangu');
    const { page, context, consoleErrors } = await e.newPage();
    // The page's clock is ours: the delays are checked by moving it, not by waiting.
    await page.clock.install();
    await signIn(page, instructor.email, instructor.password);
    const header = page.getByRole('banner');
    const theme = header.getByRole('button', { name: 'Changer de thème' });
    await theme.waitFor();
    const tooltip = page.getByRole('tooltip');
    await page.clock.pauseAt(Date.now() + 60_000);

    await moveTo(page, theme);
    await page.clock.runFor(TOOLTIP_DELAY_MS - 50);
    expect(await tooltip.count()).toBe(0);
    await page.clock.runFor(50);
    await tooltip.filter({ hasText: 'Changer de thème' }).waitFor();
    // The text matches the button's accessible name, and describes the button while it shows.
    expect((await tooltip.innerText()).trim()).toBe('Changer de thème');
    expect(await theme.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    // It stands next to its button, inside the screen, hiding none of it.
    const [bubbleBox, themeBox] = [(await tooltip.boundingBox())!, (await theme.boundingBox())!];
    const viewport = page.viewportSize()!;
    expect(bubbleBox.x).toBeGreaterThanOrEqual(0);
    expect(bubbleBox.x + bubbleBox.width).toBeLessThanOrEqual(viewport.width);
    expect(
      bubbleBox.y + bubbleBox.height <= themeBox.y || bubbleBox.y >= themeBox.y + themeBox.height,
    ).toBe(true);
    expect(Math.abs(bubbleBox.y - themeBox.y)).toBeLessThan(3 * themeBox.height);

    // Moving straight to the next icon skips the delay: it opens with the clock still.
    await moveTo(page, header.getByRole('button', { name: 'Notifications' }));
    await tooltip.filter({ hasText: 'Notifications' }).waitFor();
    // After the skip delay has passed, the next one waits again.
    await page.mouse.move(5, 700, { steps: 5 });
    await page.clock.runFor(TOOLTIP_SKIP_DELAY_MS + 10);
    await tooltip.first().waitFor({ state: 'detached' });
    expect(await theme.getAttribute('aria-describedby')).toBeNull();
    await moveTo(page, theme);
    expect(await tooltip.count()).toBe(0);
    await page.clock.runFor(TOOLTIP_DELAY_MS);
    await tooltip.filter({ hasText: 'Changer de thème' }).waitFor();
    await page.clock.resume();

    await moveTo(page, header.getByRole('button', { name: 'Menu du compte' }));
    await tooltip.filter({ hasText: 'Menu du compte' }).waitFor();

    // The keyboard opens it too, at once.
    await page.mouse.move(5, 700, { steps: 5 });
    await tooltip.first().waitFor({ state: 'detached' });
    await header.getByRole('button', { name: 'Notifications' }).focus();
    await page.keyboard.press('Tab');
    await tooltip.filter({ hasText: 'Changer de thème' }).waitFor();
    await page.keyboard.press('Escape');
    await tooltip.first().waitFor({ state: 'detached' });

    // An editor list's icon-only action is named too.
    const course = await page.request.post('/api/courses', {
      data: { title: 'Excel pratique', description: 'Tableaux.', category: 'Business' },
    });
    expect(course.status()).toBe(201);
    await page.goto('/instructor/dashboard');
    const edit = page.getByRole('link', { name: 'Modifier : Excel pratique' });
    await moveTo(page, edit);
    await tooltip.filter({ hasText: 'Modifier' }).waitFor();
    await moveTo(page, page.getByRole('button', { name: 'Supprimer : Excel pratique' }));
    await tooltip.filter({ hasText: 'Supprimer' }).waitFor();
    // Leaving the button closes its tooltip.
    await page.mouse.move(5, 700, { steps: 5 });
    await tooltip.first().waitFor({ state: 'detached' });
    await expectAxeClean(page, 'dashboard');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows none on a phone, where a tap or a menu handing focus back must not open one', async () => {
    const student = await e.register('student', 'Grâce Mbuyi');
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await page.clock.install();
    await signIn(page, student.email, student.password);
    const header = page.getByRole('banner');
    const tooltip = page.getByRole('tooltip');

    await header.getByRole('button', { name: 'Changer de thème' }).tap();
    // Well past the delay, by the page's clock.
    await page.clock.runFor(3 * TOOLTIP_DELAY_MS);
    expect(await tooltip.count()).toBe(0);

    // A menu item chosen by touch: the menu closes and gives the focus back to its button.
    const menu = header.getByRole('button', { name: 'Menu de navigation' });
    await menu.tap();
    await page.getByRole('menuitem', { name: 'Certifications' }).tap();
    await page.waitForURL('**/certifications');
    await expect
      .poll(() => menu.evaluate((button) => button === document.activeElement))
      .toBe(true);
    await page.clock.runFor(3 * TOOLTIP_DELAY_MS);
    expect(await tooltip.count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
