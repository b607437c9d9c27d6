import { describe, expect, it } from 'vitest';
import { createSubscriptionPlans } from '../../src/server/db/factories/commerce.ts';
import { createCourse } from '../../src/server/db/factories/courses.ts';
import { exchangeRates } from '../../src/server/db/schema/index.ts';
import { useE2E } from './harness.ts';
import { confirmAsAdmin, openRequestDialogOnPhone, sendRequestOnPhone } from './offer-flow.ts';
import {
  closeWithoutErrors,
  expectAxeClean,
  listItemWithHeading,
  visibleText,
} from './page-helpers.ts';

/** The platform's numbers: a plan is paid by a method only if it has a number for it. */
const mobileMoneyInfo = {
  mpesa: '+243810000601',
  airtel: '+243990000601',
  orange: '+243840000601',
};

/** The subscriptions page: plans in FC, the sign-in toast, a request, its confirmation, its use. */
const e = useE2E(async () => {
  await e.t.db.insert(exchangeRates).values({ cdfPerUsd: 2800 });
  await createSubscriptionPlans(e.t.db, [
    {
      name: 'Étudiant Essentiel',
      type: 'student',
      monthlyPrice: 5,
      yearlyPrice: 50,
      courseLimit: 3,
      features: ['Accès à 3 cours'],
      mobileMoneyInfo,
    },
    {
      name: 'Étudiant Premium',
      type: 'student',
      monthlyPrice: 10,
      yearlyPrice: 100,
      courseLimit: null,
      features: ['Tous les cours'],
      mobileMoneyInfo,
      hasCertification: true,
      certificationType: 'international',
    },
    {
      name: 'Formateur Professional',
      type: 'instructor',
      monthlyPrice: 20,
      yearlyPrice: 200,
      commissionRate: 15,
      features: ['Cours illimités à publier'],
      mobileMoneyInfo,
    },
  ]);
});

describe('subscriptions', () => {
  it('shows the plans in FC to a visitor, by audience, and asks them to sign in', async () => {
    const { page, context, consoleErrors } = await e.newPage();
    await page.goto('/subscriptions');
    const premium = listItemWithHeading(page, 'Étudiant Premium');
    await premium.getByText('Populaire').waitFor();
    await visibleText(premium, /28\s000\sFC/);
    await visibleText(premium, 'ou 280 000 FC / an');
    await visibleText(premium, 'Certification internationale');
    await visibleText(premium, 'Tous les cours « Abonnement requis »');
    await page.getByRole('tab', { name: 'Formateurs' }).click();
    const pro = listItemWithHeading(page, 'Formateur Professional');
    await pro.getByText('Recommandé').waitFor();
    await visibleText(pro, 'Commission : 15 %');
    await expectAxeClean(page, 'subscriptions page');

    await page.getByRole('tab', { name: 'Étudiants' }).click();
    await page.getByRole('button', { name: "S'abonner : Étudiant Premium" }).click();
    await visibleText(page, 'Veuillez vous connecter pour souscrire à un abonnement');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/subscriptions');
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('takes a request on a phone, and once confirmed the plan opens a package course', async () => {
    const instructor = await e.register('instructor', 'Olivier Kabila');
    const course = await createCourse(e.t.db, {
      instructorId: instructor.id,
      accessType: 'package',
      title: 'Comptabilité OHADA',
    });
    const student = await e.register('student', 'Miriam Ngalula');
    const { page, context, consoleErrors, dialog } = await openRequestDialogOnPhone(
      e,
      student,
      '/subscriptions',
      "S'abonner : Étudiant Premium",
    );
    await visibleText(dialog, 'Économisez 56 000 FC par an');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await visibleText(page, 'Veuillez remplir tous les champs');
    await dialog.getByRole('radio', { name: /Annuel/ }).check();
    await visibleText(dialog, 'Montant à payer : 280 000 FC');
    await dialog.getByLabel('Moyen de paiement').selectOption('airtel');
    await dialog.getByLabel('Numéro de téléphone').fill('099 123 4567');
    await sendRequestOnPhone(page, dialog, 'subscription dialog on a phone');
    await dialog.waitFor({ state: 'detached' });
    await visibleText(page, 'En attente');

    // An admin confirms it (the admin screen comes with the admin issue; its API is here).
    const mine = (await (await page.request.get('/api/my-subscription')).json()) as {
      subscription: { id: string; amountAskedCdf: number; duration: string };
    };
    expect(mine.subscription).toMatchObject({ amountAskedCdf: 280_000, duration: 'yearly' });
    await confirmAsAdmin(e, page, `/api/admin/subscriptions/${mine.subscription.id}/status`);
    await visibleText(page, /Abonnement actif : Étudiant Premium, jusqu’au/);
    expect(await page.getByRole('button', { name: 'Abonné' }).first().isDisabled()).toBe(true);

    await page.goto(`/course/${course.id}`);
    await page.getByRole('button', { name: "S'inscrire au cours" }).click();
    await page.getByRole('link', { name: 'Continuer le cours' }).waitFor();
    await closeWithoutErrors({ context, consoleErrors });
  });
});
