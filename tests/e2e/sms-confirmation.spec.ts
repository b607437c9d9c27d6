import { describe, expect, it } from 'vitest';
import { insertCourse, insertLesson } from '../helpers/factories.ts';
import { useE2E } from './harness.ts';
import { expectAxeClean, expectNoHorizontalOverflow, signIn, visibleText } from './page-helpers.ts';

/**
 * A payment confirmed by the operator's SMS, with no click by the instructor: on a 360 px phone
 * the student pastes the SMS into the course payment form and sees what it holds; the
 * instructor's receiving phone forwards the same SMS; the student's bell says the payment is
 * confirmed and the course opens.
 */

const e = useE2E();
const RECEIVING = '+243817000001';
const LESSON = 'Ouvrir son compte mobile money';
const TRANSACTION_ID = 'QWE456RTY1';
const SMS = `${TRANSACTION_ID} Confirmé. Vous avez reçu 25000.00 CDF de JEAN MUKENDI 243812345678 le 25/11/26 à 14:32. Nouveau solde M-Pesa: 130000.00 CDF.`;

describe('a payment confirmed by the forwarded SMS', () => {
  it('the student pastes the SMS, the phone forwards it, the course opens with no click by the instructor', async () => {
    const instructor = await e.register('instructor', 'Formatrice Nsimba');
    const course = await insertCourse(e.t.db, {
      instructorId: instructor.id,
      title: 'Vendre au marché',
      price: 25000,
      status: 'published',
      mobileMoneyInfo: { mpesa: RECEIVING },
    });
    await insertLesson(e.t.db, { courseId: course.id, title: LESSON, order: 1 });

    // The instructor registers the receiving phone, auto-confirmation on, and keeps the address.
    const i = await e.newPage({ phone: true });
    await signIn(i.page, instructor.email, instructor.password);
    const phone = await i.page.request.post('/api/receiving-phones', {
      data: { operator: 'mpesa', phoneNumber: RECEIVING, autoConfirm: true },
    });
    expect(phone.status()).toBe(201);
    const { forwardingUrl } = (await phone.json()) as { forwardingUrl: string };

    // The student pays, then pastes the operator's SMS: the form reads it.
    const student = await e.register('student', 'Aline Kabeya');
    const s = await e.newPage({ phone: true });
    await signIn(s.page, student.email, student.password);
    await s.page.goto(`/course/${course.id}/payment`);
    await s.page.getByRole('heading', { name: 'Vendre au marché', level: 1 }).waitFor();
    await s.page.getByRole('radio', { name: 'M-Pesa' }).check();
    await s.page.getByLabel('Votre numéro de téléphone').fill('081 234 56 78');
    await s.page.getByLabel('Collez le SMS de confirmation (facultatif)').fill(SMS);
    await visibleText(
      s.page,
      /ID de transaction trouvé : QWE456RTY1, montant : 25[\s\u202f\u00a0]000 FC/,
    );
    expect(await s.page.getByLabel('ID de transaction (facultatif)').inputValue()).toBe(
      TRANSACTION_ID,
    );
    await expectAxeClean(s.page, 'payment page with a pasted SMS');
    await expectNoHorizontalOverflow(s.page, 'payment page with a pasted SMS');
    await s.page.getByRole('button', { name: 'Envoyer la demande de paiement' }).click();
    await s.page.getByRole('status').filter({ hasText: 'Paiement en attente' }).waitFor();

    // The receiving phone's forwarding app posts the SMS it received.
    const forwarded = await s.page.request.post(forwardingUrl.replace(/^https?:\/\/[^/]+/, ''), {
      data: { from: 'M-PESA', text: SMS, receivedAt: new Date().toISOString() },
    });
    expect(forwarded.status()).toBe(202);

    // The student's bell says it is confirmed, and the course opens.
    await s.page.goto('/student/dashboard');
    await s.page
      .getByRole('banner')
      .getByRole('button', { name: 'Notifications (1 non lue)' })
      .click();
    const told = s.page.getByRole('dialog', { name: 'Notifications' });
    await told.getByRole('link', { name: /Paiement confirmé/ }).click();
    await s.page.waitForURL(`**/course/${course.id}/learn`);
    await s.page.getByRole('heading', { name: LESSON }).first().waitFor();

    // The receiving phone's page lists the phone and the SMS it forwarded, matched.
    await i.page.goto('/receiving-phones');
    await i.page.getByRole('heading', { name: 'Téléphones de réception', level: 1 }).waitFor();
    await visibleText(i.page, `M-Pesa · ${RECEIVING}`);
    await expectAxeClean(i.page, 'receiving phones');
    await expectNoHorizontalOverflow(i.page, 'receiving phones');

    // The instructor never clicked: the payment says who decided it.
    await i.page.goto(`/instructor/course/${course.id}/payments`);
    const row = i.page.getByRole('row').filter({ hasText: 'Aline Kabeya' });
    await row.getByText('Confirmé automatiquement par SMS').waitFor();
    expect(await row.getByRole('button', { name: /^Confirmer/ }).count()).toBe(0);

    expect(s.consoleErrors).toEqual([]);
    expect(i.consoleErrors).toEqual([]);
    await s.context.close();
    await i.context.close();
  });
});
