import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { insertCourse, insertLesson } from '../helpers/factories.ts';
import { useE2E } from './harness.ts';
import { expectAxeClean, expectNoHorizontalOverflow, signIn, visibleText } from './page-helpers.ts';

/**
 * Course payments by mobile money: a student declares a payment (with the screenshot of the
 * operator's SMS), the course's instructor sees it on the dashboard and confirms or rejects it,
 * and the student follows it on the dashboard, then opens the course.
 */

const e = useE2E();

const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const MOBILE_MONEY = {
  mpesa: '+243 81 765 43 21',
  airtel: '+243 99 765 43 21',
  instructions: 'Indiquez « Kelasi » comme motif du transfert.',
};
const LESSON = 'Ouvrir son compte mobile money';

/** An instructor's published course at 20 000 FC with one lesson. */
async function pricedCourse(title: string, mobileMoneyInfo: object | null = MOBILE_MONEY) {
  const instructor = await e.register('instructor', `Formateur ${title}`);
  const course = await insertCourse(e.t.db, {
    instructorId: instructor.id,
    title,
    price: 20000,
    status: 'published',
    mobileMoneyInfo,
  });
  await insertLesson(e.t.db, { courseId: course.id, title: LESSON, order: 1 });
  return { instructor, course };
}

async function instructorPaymentsPage(page: Page, courseId: string) {
  await page.goto('/instructor/dashboard');
  await page.getByRole('link', { name: /^Paiements 1 en attente/ }).click();
  await page.waitForURL(`**/instructor/course/${courseId}/payments`);
  await page.getByRole('heading', { name: 'Paiements du cours', level: 1 }).waitFor();
}

describe('course payments', () => {
  for (const phone of [true, false]) {
    const screen = phone ? 'a 360 px phone' : 'a desktop';
    it(`a student pays, the instructor confirms, the student opens the course, on ${screen}`, async () => {
      const title = phone ? 'Vendre sur WhatsApp' : 'Tenir sa caisse';
      const { instructor, course } = await pricedCourse(title);
      const student = await e.register('student', phone ? 'Aline Kabeya' : 'Blaise Tshala');

      // The student's payment page.
      const s = await e.newPage({ phone });
      await signIn(s.page, student.email, student.password);
      await s.page.goto(`/course/${course.id}/payment`);
      await s.page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await visibleText(s.page, '20 000 FC');
      // Only the configured methods are offered.
      const methods = s.page.getByRole('group', { name: 'Moyen de paiement' });
      expect(await methods.getByRole('radio').count()).toBe(2);
      expect(await methods.getByRole('radio', { name: 'Orange Money' }).count()).toBe(0);

      // Nothing chosen nor typed: the spec's messages.
      await s.page.getByRole('button', { name: 'Envoyer la demande de paiement' }).click();
      await visibleText(s.page, 'Sélectionnez un moyen de paiement');
      await visibleText(s.page, 'Numéro de téléphone requis');
      await expectAxeClean(s.page, `${screen}, payment page with errors`);

      await methods.getByRole('radio', { name: 'M-Pesa' }).check();
      await visibleText(s.page, MOBILE_MONEY.mpesa);
      await visibleText(s.page, MOBILE_MONEY.instructions);
      const phoneField = s.page.getByLabel('Votre numéro de téléphone');
      expect(await phoneField.getAttribute('placeholder')).toMatch(/^\+243/);
      await phoneField.fill('081 234 56 78');
      await s.page.getByLabel('ID de transaction (facultatif)').fill(`pp${Date.now()}`);
      await s.page.getByLabel('Uploader une image').setInputFiles({
        name: 'sms-mpesa.png',
        mimeType: 'image/png',
        buffer: PIXEL_PNG,
      });
      await visibleText(s.page, 'sms-mpesa.png');
      await expectAxeClean(s.page, `${screen}, payment page filled in`);
      await expectNoHorizontalOverflow(s.page, `${screen}, payment page`);
      await s.page.getByRole('button', { name: 'Envoyer la demande de paiement' }).click();

      const pending = s.page.getByRole('status').filter({ hasText: 'Paiement en attente' });
      await pending.waitFor();
      expect(
        await pending.getByRole('link', { name: 'Mon tableau de bord' }).getAttribute('href'),
      ).toBe('/student/dashboard');
      expect(
        await pending.getByRole('link', { name: 'Retour au cours' }).getAttribute('href'),
      ).toBe(`/courses/${course.id}`);
      await expectAxeClean(s.page, `${screen}, payment pending`);

      await pending.getByRole('link', { name: 'Mon tableau de bord' }).click();
      const payments = s.page.getByRole('region', { name: 'Mes paiements' });
      await payments.getByText('En attente').waitFor();
      await payments.getByText(title).waitFor();
      await expectNoHorizontalOverflow(s.page, `${screen}, student dashboard`);

      // The instructor: the dashboard's badge, then the table.
      const i = await e.newPage({ phone });
      await signIn(i.page, instructor.email, instructor.password);
      await instructorPaymentsPage(i.page, course.id);
      const row = i.page
        .getByRole('row')
        .filter({ hasText: phone ? 'Aline Kabeya' : 'Blaise Tshala' });
      await row.getByText('+243812345678').waitFor();
      await row.getByText('20 000 FC').waitFor();
      await row.getByText('M-Pesa').waitFor();
      await row.getByText('En attente').waitFor();
      // The screenshot opens for the instructor.
      const proof = await row.getByRole('link', { name: /Voir la capture/ }).getAttribute('href');
      expect(proof).toMatch(/^\/objects\/uploads\/[0-9a-f-]{36}\.png$/);
      expect((await i.page.request.get(proof!)).status()).toBe(200);
      await expectAxeClean(i.page, `${screen}, instructor payments`);
      await expectNoHorizontalOverflow(i.page, `${screen}, instructor payments`);

      await row.getByRole('button', { name: /^Confirmer/ }).click();
      await visibleText(i.page, 'Paiement confirmé');
      await row.getByText('Confirmé').waitFor();
      expect(await row.getByRole('button', { name: /^Confirmer/ }).count()).toBe(0);
      expect(await row.getByRole('button', { name: /^Rejeter/ }).count()).toBe(0);

      // The student is told (the bell), sees it confirmed and opens the course.
      await s.page.reload();
      await s.page
        .getByRole('banner')
        .getByRole('button', { name: 'Notifications (1 non lue)' })
        .click();
      const told = s.page.getByRole('dialog', { name: 'Notifications' });
      await told.getByRole('link', { name: /Paiement confirmé/ }).waitFor();
      await s.page.keyboard.press('Escape');
      await told.waitFor({ state: 'detached' });
      await payments.getByText('Confirmé').waitFor();
      await payments.getByRole('link', { name: `Accéder au cours : ${title}` }).click();
      await s.page.waitForURL(`**/course/${course.id}/learn`);
      await s.page.getByRole('heading', { name: LESSON }).first().waitFor();

      expect(s.consoleErrors).toEqual([]);
      expect(i.consoleErrors).toEqual([]);
      await s.context.close();
      await i.context.close();
    });
  }

  it('shows a rejected payment to the student', async () => {
    const title = 'Épargner avec une tontine';
    const { instructor, course } = await pricedCourse(title);
    const student = await e.register('student', 'Carine Mutombo');
    const s = await e.newPage({ phone: true });
    await signIn(s.page, student.email, student.password);
    const sent = await s.page.request.post('/api/payment-requests', {
      data: { courseId: course.id, paymentMethod: 'airtel', phoneNumber: '0991234567' },
    });
    expect(sent.status()).toBe(201);
    // Back on the payment page, the request is shown waiting, not as a form to fill again.
    await s.page.goto(`/course/${course.id}/payment`);
    await s.page.getByRole('status').filter({ hasText: 'Paiement en attente' }).waitFor();
    expect(await s.page.getByRole('radio').count()).toBe(0);

    const i = await e.newPage({ phone: true });
    await signIn(i.page, instructor.email, instructor.password);
    await instructorPaymentsPage(i.page, course.id);
    const row = i.page.getByRole('row').filter({ hasText: 'Carine Mutombo' });
    await row.getByRole('button', { name: /^Rejeter/ }).click();
    await visibleText(i.page, 'Paiement rejeté');
    await row.getByText('Rejeté').waitFor();

    await s.page.goto('/student/dashboard');
    const payments = s.page.getByRole('region', { name: 'Mes paiements' });
    await payments.getByText('Rejeté').waitFor();
    expect(await payments.getByRole('link', { name: /Accéder au cours/ }).count()).toBe(0);
    await expectAxeClean(s.page, 'student dashboard with a rejected payment');
    // After a rejection the student may declare the payment again.
    await s.page.goto(`/course/${course.id}/payment`);
    await s.page.getByRole('radio', { name: 'Airtel Money' }).waitFor();
    expect(s.consoleErrors).toEqual([]);
    expect(i.consoleErrors).toEqual([]);
    await s.context.close();
    await i.context.close();
  });

  it('says when the course is missing or has no payment number, and /courses/{id} leads to the course', async () => {
    const { course } = await pricedCourse('Comptabilité sans numéro', {
      instructions: 'Payez au bureau.',
    });
    const student = await e.register('student', 'Didier Ngoy');
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await signIn(page, student.email, student.password);

    await page.goto('/course/00000000-0000-4000-8000-000000000000/payment');
    await page.getByRole('heading', { name: 'Cours non trouvé' }).waitFor();
    await expectAxeClean(page, 'payment page, course not found');

    await page.goto(`/course/${course.id}/payment`);
    await page.getByRole('heading', { name: 'Aucun moyen de paiement configuré' }).waitFor();
    expect(await page.getByRole('radio').count()).toBe(0);
    await expectAxeClean(page, 'payment page, no method');
    await expectNoHorizontalOverflow(page, 'payment page, no method');

    await page.goto(`/courses/${course.id}`);
    await page.waitForURL(`**/course/${course.id}`);
    await page.getByRole('heading', { name: 'Comptabilité sans numéro', level: 1 }).waitFor();
    // The browser logs the unknown course's 404, and nothing else.
    expect(consoleErrors.filter((text) => !/status of 404/.test(text))).toEqual([]);
    await context.close();
  });
});
