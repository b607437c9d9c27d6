import { describe, expect, it } from 'vitest';
import { createLiveClass } from '../../src/server/db/factories/live-classes.ts';
import { insertCourse, insertPaidLiveClass } from '../helpers/factories.ts';
import { useE2E } from './harness.ts';
import { expectAxeClean, expectNoHorizontalOverflow, signIn, visibleText } from './page-helpers.ts';

/**
 * Live classes: an instructor schedules one through the dialog (the date picked on the French
 * calendar), a student registers on /live-classes and sees "Inscrit"; the time is shown in the
 * browser's own time zone.
 */

const e = useE2E();

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('live classes', () => {
  for (const phone of [true, false]) {
    const screen = phone ? 'a 360 px phone' : 'a desktop';
    it(`an instructor schedules a class and a student registers, on ${screen}`, async () => {
      const title = phone ? 'Questions-réponses Excel' : 'Atelier comptabilité en direct';
      const instructor = await e.register('instructor', phone ? 'Pascal Ilunga' : 'Rose Mputu');
      const course = await insertCourse(e.t.db, {
        instructorId: instructor.id,
        title: phone ? 'Excel au bureau' : 'Comptabilité de base',
      });

      // The instructor's page, empty at first.
      const i = await e.newPage({ phone });
      await signIn(i.page, instructor.email, instructor.password);
      await i.page.goto('/instructor/live-classes');
      await i.page.getByRole('heading', { name: 'Mes cours en direct', level: 1 }).waitFor();
      await visibleText(i.page, 'Aucun cours en direct');
      expect(await i.page.getByRole('link', { name: 'Tableau de bord' }).getAttribute('href')).toBe(
        '/instructor/dashboard',
      );
      await expectAxeClean(i.page, `${screen}, instructor's empty live classes`);

      // The dialog: its defaults, then the spec's message for the missing date.
      await i.page.getByRole('button', { name: 'Programmer un cours' }).first().click();
      const dialog = i.page.getByRole('dialog');
      await dialog.getByRole('heading', { name: 'Programmer un cours en direct' }).waitFor();
      expect(await dialog.getByLabel('Durée (minutes)').inputValue()).toBe('60');
      expect(await dialog.getByLabel('Prix ($)').inputValue()).toBe('0');
      expect(await dialog.getByRole('switch', { name: /Publié/ }).isChecked()).toBe(false);
      await dialog.getByLabel('Cours', { exact: true }).selectOption(course.id);
      await dialog.getByLabel('Titre').fill(title);
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await visibleText(dialog, 'La date est requise');

      // The date on the French calendar: weeks start on Monday; next month's 15th.
      await dialog.getByLabel('Date').click();
      const calendar = i.page.getByRole('grid');
      await calendar.waitFor();
      expect(await calendar.locator('th[scope="col"]').first().getAttribute('aria-label')).toBe(
        'lundi',
      );
      await i.page.getByRole('button', { name: 'Aller au mois suivant' }).click();
      await i.page.getByRole('grid').getByRole('button', { name: / 15 / }).click();
      await dialog.getByLabel('Heure').fill('18:30');
      await dialog.getByLabel('Lien de la réunion').fill('https://meet.jit.si/kelasi-e2e');
      await dialog.getByLabel('Cours gratuit').check();
      expect(await dialog.getByLabel('Prix ($)').isDisabled()).toBe(true);
      await dialog.getByRole('switch', { name: /Publié/ }).check();
      await expectAxeClean(i.page, `${screen}, live-class dialog`);
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await visibleText(i.page, 'Cours en direct créé');
      await dialog.waitFor({ state: 'detached' });

      const card = i.page.getByRole('article', { name: title });
      await card.waitFor();
      for (const text of ['Publié', 'Gratuit', '60 min', course.title])
        await visibleText(card, text);
      await visibleText(card, /15 .* à 18:30/);
      await visibleText(card, 'https://meet.jit.si/kelasi-e2e');
      if (phone) await expectNoHorizontalOverflow(i.page, `${screen}, instructor's live classes`);
      await expectAxeClean(i.page, `${screen}, instructor's live classes`);
      expect(i.consoleErrors).toEqual([]);
      await i.context.close();

      // The student registers.
      const student = await e.register('student', phone ? 'Merveille Kasa' : 'Josué Ngoy');
      const s = await e.newPage({ phone });
      await signIn(s.page, student.email, student.password);
      await s.page.goto('/live-classes');
      await s.page.getByRole('heading', { name: 'Cours en direct', level: 1 }).waitFor();
      await s.page.getByRole('heading', { name: title }).waitFor();
      // No meeting link before registering.
      expect(await s.page.getByText('https://meet.jit.si/kelasi-e2e').count()).toBe(0);
      expect(await s.page.getByRole('link', { name: /Rejoindre la réunion/ }).count()).toBe(0);
      await s.page.getByRole('button', { name: `S'inscrire : ${title}` }).click();
      await visibleText(s.page, 'Inscription réussie');
      const registered = s.page.getByRole('button', { name: 'Inscrit' });
      await registered.waitFor();
      expect(await registered.isDisabled()).toBe(true);
      const join = s.page.getByRole('link', { name: `Rejoindre la réunion : ${title}` });
      expect(await join.getAttribute('href')).toBe('https://meet.jit.si/kelasi-e2e');
      const agenda = s.page.getByRole('link', { name: `Ajouter à mon agenda : ${title}` });
      const ics = await s.page.request.get((await agenda.getAttribute('href'))!);
      expect(ics.status()).toBe(200);
      expect(ics.headers()['content-type']).toContain('text/calendar');
      expect(await ics.text()).toContain(`SUMMARY:Cours en direct : ${title}`);
      if (phone) await expectNoHorizontalOverflow(s.page, `${screen}, live classes`);
      await expectAxeClean(s.page, `${screen}, live classes after registering`);
      expect(s.consoleErrors).toEqual([]);
      await s.context.close();
    });
  }

  it('a student pays for a class by mobile money; its instructor confirms; the link appears', async () => {
    const instructor = await e.register('instructor', 'Gloire Mbuyi');
    const course = await insertCourse(e.t.db, {
      instructorId: instructor.id,
      title: 'Marketing digital',
      price: 20000,
      mobileMoneyInfo: { mpesa: '+243 81 111 22 33', airtel: '+243 99 111 22 33' },
    });
    const title = 'Atelier payant : publicités Facebook';
    await insertPaidLiveClass(e.t.db, course, {
      title,
      meetingUrl: 'https://meet.jit.si/kelasi-e2e-payant',
      maxParticipants: 10,
    });
    const student = await e.register('student', 'Divine Kapinga');

    const s = await e.newPage({ phone: true });
    await signIn(s.page, student.email, student.password);
    await s.page.goto('/live-classes');
    const card = s.page.getByRole('article', { name: title });
    await visibleText(card, '10 places restantes');
    await card.getByRole('button', { name: `S'inscrire : ${title}` }).click();
    const dialog = s.page.getByRole('dialog');
    await visibleText(dialog, /5 \$ \(14\s000 FC\)/);
    await visibleText(dialog, '+243 81 111 22 33');
    expect(await dialog.getByLabel('Moyen de paiement').locator('option').count()).toBe(2);
    // The screenshot field arrives with its own small chunk.
    await dialog.getByText("Capture d'écran du SMS (facultatif)").waitFor();
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await visibleText(dialog, 'Numéro de téléphone requis');
    await expectAxeClean(s.page, 'phone, live-class payment dialog');
    await dialog.getByLabel('Numéro de téléphone').fill('0812345678');
    await dialog.getByLabel('ID de transaction (facultatif)').fill(`LC${Date.now()}`);
    await dialog.getByLabel('Uploader une image').setInputFiles({
      name: 'sms-atelier.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    await visibleText(dialog, 'sms-atelier.png');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    // Not registered yet: the payment awaits the instructor.
    await visibleText(s.page, 'Paiement en attente de confirmation');
    await visibleText(card, /^En attente de confirmation du formateur/);
    expect(
      await card.getByRole('button', { name: 'Paiement en attente de confirmation' }).isDisabled(),
    ).toBe(true);
    expect(await s.page.getByRole('link', { name: /Rejoindre la réunion/ }).count()).toBe(0);
    await expectNoHorizontalOverflow(s.page, 'phone, live classes with a pending registration');

    const i = await e.newPage({ phone: true });
    await signIn(i.page, instructor.email, instructor.password);
    await i.page.goto('/instructor/live-classes');
    const mine = i.page.getByRole('article', { name: title });
    await visibleText(mine, 'Divine Kapinga');
    await visibleText(mine, 'En attente');
    await visibleText(mine, '+243812345678');
    const screenshot = mine.getByRole('link', { name: 'Voir la capture de Divine Kapinga' });
    const image = await i.page.request.get((await screenshot.getAttribute('href'))!);
    expect(image.status()).toBe(200);
    expect(Buffer.from(await image.body()).equals(PIXEL_PNG)).toBe(true);
    await expectNoHorizontalOverflow(i.page, 'phone, instructor live classes with registrations');
    await expectAxeClean(i.page, 'phone, instructor live classes with registrations');
    await mine.getByRole('button', { name: 'Confirmer le paiement de Divine Kapinga' }).click();
    await visibleText(i.page, 'Paiement confirmé');
    await visibleText(mine, 'Confirmé');
    expect(i.consoleErrors).toEqual([]);
    await i.context.close();

    await s.page.reload();
    const join = s.page.getByRole('link', { name: `Rejoindre la réunion : ${title}` });
    expect(await join.getAttribute('href')).toBe('https://meet.jit.si/kelasi-e2e-payant');
    expect(s.consoleErrors).toEqual([]);
    await s.context.close();
  });

  it('shows the class at the time of the browser’s zone: Lubumbashi (UTC+2), Kinshasa (UTC+1)', async () => {
    const instructor = await e.register('instructor', 'Didier Kabamba');
    const course = await insertCourse(e.t.db, {
      instructorId: instructor.id,
      title: 'Gestion de stock',
    });
    const title = 'Séance du soir : inventaire';
    await createLiveClass(e.t.db, {
      courseId: course.id,
      instructorId: instructor.id,
      title,
      scheduledAt: new Date('2031-03-04T16:00:00.000Z'),
      isFree: true,
      isPublished: true,
    });
    const student = await e.register('student', 'Aimée Kalenga');
    for (const [timezoneId, hour] of [
      ['Africa/Lubumbashi', '18:00'],
      ['Africa/Kinshasa', '17:00'],
    ] as const) {
      const context = await e.browser.newContext({
        baseURL: e.baseUrl,
        locale: 'fr-FR',
        timezoneId,
        viewport: { width: 360, height: 740 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await signIn(page, student.email, student.password);
      await page.goto('/live-classes');
      const card = page.getByRole('article', { name: title });
      await card.waitFor();
      expect(await card.locator('time').textContent()).toBe(`4 mars 2031 à ${hour}`);
      await context.close();
    }
  });

  it('shows the "Erreur de chargement" card when the list fails, and retries', async () => {
    const student = await e.register('student', 'Bienvenu Tshimanga');
    const { page, context } = await e.newPage({ phone: true });
    await signIn(page, student.email, student.password);
    // The first load fails (route gating, no timing): the card and its retry.
    let failures = 1;
    await page.route('**/api/live-classes/upcoming', async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 503, body: '' });
      else await route.continue();
    });
    await page.goto('/live-classes');
    await page.getByRole('heading', { name: 'Erreur de chargement' }).waitFor();
    await visibleText(page, 'Impossible de charger les cours en direct');
    await expectAxeClean(page, 'phone, live classes load error');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await page
      .getByRole('heading', { name: 'Erreur de chargement' })
      .waitFor({ state: 'detached' });
    expect(await page.getByText('Impossible de charger les cours en direct').count()).toBe(0);
    await context.close();
  });

  it('sends students of other roles home from the instructor page', async () => {
    const student = await e.register('student', 'Patience Mwamba');
    const { page, context } = await e.newPage();
    await signIn(page, student.email, student.password);
    await page.goto('/instructor/live-classes');
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.getByRole('heading', { name: 'Mes cours en direct' }).count()).toBe(0);
    await context.close();
  });
});
