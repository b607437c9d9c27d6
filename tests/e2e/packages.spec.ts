import { describe, expect, it } from 'vitest';
import { createPackage } from '../../src/server/db/factories/commerce.ts';
import { createCourse } from '../../src/server/db/factories/courses.ts';
import { useE2E } from './harness.ts';
import { confirmAsAdmin, sendRequestOnPhone } from './offer-flow.ts';
import {
  closeWithoutErrors,
  expectAxeClean,
  listItemWithHeading,
  openSignedIn,
  visibleText,
} from './page-helpers.ts';

/** A package bought by mobile money, validated by an admin, and two courses chosen with it. */
const e = useE2E(async () => {
  await createPackage(e.t.db, {
    name: 'Pack Découverte',
    courseCount: 2,
    price: 30_000,
    description: 'Deux cours pour commencer.',
    mobileMoneyInfo: { mpesa: '+243810000101', airtel: '+243990000101' },
  });
});

describe('packages', () => {
  it('shows the packages to a visitor and asks them to sign in to buy', async () => {
    const { page, context, consoleErrors } = await e.newPage();
    await page.goto('/packages');
    const card = listItemWithHeading(page, 'Pack Découverte');
    await visibleText(card, '30 000 FC');
    await visibleText(card, 'Choisissez 2 cours');
    await visibleText(card, 'Accès illimité aux cours choisis');
    await visibleText(card, 'Certificat de réussite');
    await expectAxeClean(page, 'packages page');
    await card.getByRole('button', { name: /Acheter ce package/ }).click();
    await visibleText(page, 'Veuillez vous connecter pour acheter un package');
    await page.waitForURL((url) => url.pathname === '/login');
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('is bought on a phone, validated, and opens two courses of the catalogue', async () => {
    const instructor = await e.register('instructor', 'Aimée Mukendi');
    const [first, second] = await Promise.all(
      ['Excel pour la gestion', 'Vendre sur WhatsApp'].map((title) =>
        createCourse(e.t.db, {
          instructorId: instructor.id,
          accessType: 'package',
          title,
        }),
      ),
    );
    const student = await e.register('student', 'Rachel Kanku');
    const { page, context, consoleErrors } = await openSignedIn(e, student, '/packages', {
      phone: true,
    });
    await visibleText(page, "Vous n'avez encore acheté aucun package.");
    await page.getByRole('button', { name: 'Acheter ce package : Pack Découverte' }).click();
    const dialog = page.getByRole('dialog');
    // Only the package's methods are offered.
    const options = await dialog.getByLabel('Moyen de paiement').locator('option').allInnerTexts();
    expect(options).toEqual(['M-Pesa', 'Airtel Money']);
    await dialog.getByLabel('Moyen de paiement').selectOption('airtel');
    await visibleText(dialog, '+243990000101');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await visibleText(dialog, 'Numéro de téléphone requis');
    await dialog.getByLabel('Numéro de téléphone').fill('099 555 1234');
    await dialog.getByLabel('ID de transaction (facultatif)').fill('AM2511.PACK.001');
    await sendRequestOnPhone(page, dialog, 'purchase dialog on a phone');
    const row = page.getByRole('listitem').filter({ hasText: 'Pack Découverte' }).last();
    await row.getByText('En attente', { exact: true }).waitFor();
    expect(await row.getByRole('link', { name: 'Choisir mes cours' }).count()).toBe(0);
    await expectAxeClean(page, 'packages page with a purchase');

    // An admin validates it through the API (the admin screen comes with the admin issue).
    const [purchase] = (await (await page.request.get('/api/package-purchases/my')).json()) as {
      id: string;
    }[];
    await confirmAsAdmin(e, page, `/api/admin/package-purchases/${purchase!.id}/status`);
    await row.getByText('Validé', { exact: true }).waitFor();
    await row.getByRole('link', { name: 'Choisir mes cours' }).click();
    await page.waitForURL((url) => url.pathname === '/catalog');
    expect(new URL(page.url()).searchParams.get('access')).toBe('package');
    for (const course of [first!, second!]) {
      await page.goto(`/course/${course.id}`);
      await page.getByRole('button', { name: "S'inscrire au cours" }).click();
      // Spending a seat is asked first.
      await page.getByRole('alertdialog').getByRole('button', { name: 'Choisir ce cours' }).click();
      await page.getByRole('link', { name: 'Continuer le cours' }).waitFor();
    }
    await page.goto('/packages');
    await row.getByText('0 cours restant(s)', { exact: false }).waitFor();
    expect(await row.getByRole('link', { name: 'Choisir mes cours' }).count()).toBe(0);
    await closeWithoutErrors({ context, consoleErrors });
  });
});
