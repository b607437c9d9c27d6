import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTrainingBundles } from '../../src/server/db/factories/commerce.ts';
import { createCourse } from '../../src/server/db/factories/courses.ts';
import { quoteRequests } from '../../src/server/db/schema/index.ts';
import { useE2E } from './harness.ts';
import { confirmAsAdmin, openRequestDialogOnPhone, sendRequestOnPhone } from './offer-flow.ts';
import {
  closeWithoutErrors,
  expectAxeClean,
  listItemWithHeading,
  spaNavigate,
  visibleText,
} from './page-helpers.ts';

/** /training-packages: individual bundles with their courses, company bundles on quote. */
const e = useE2E(async () => {
  const instructor = await e.register('instructor', 'Blaise Tshimanga');
  const courses = await Promise.all(
    ['Word et Excel au bureau', 'Gestion des stocks'].map((title, i) =>
      createCourse(e.t.db, {
        instructorId: instructor.id,
        title,
        duration: 6 + i,
        level: 'intermediate',
      }),
    ),
  );
  await createTrainingBundles(e.t.db, [
    {
      name: 'Parcours Gestion',
      sector: 'Commerce',
      targetAudience: 'individual',
      courseIds: courses.map((c) => c.id),
      estimatedPrice: 55_000,
      duration: 13,
      mobileMoneyInfo: { mpesa: '+243810000900', orange: '+243840000900' },
    },
    {
      name: 'Bureautique pour PME',
      sector: 'Administration',
      targetAudience: 'corporate',
      courseIds: [courses[0]!.id],
      duration: 6,
    },
  ]);
});

describe('training packages', () => {
  it('shows 6 then 4 skeletons while loading, then the bundles and their courses', async () => {
    const { page, context, consoleErrors } = await e.newPage();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/training-bundles', async (route) => {
      await held;
      await route.continue();
    });
    // The server sends this page with its bundles: the loading state is that of a move inside
    // the app, from a page drawn by the browser.
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Connexion' }).waitFor();
    await spaNavigate(page, '/training-packages');
    await expect.poll(() => page.getByTestId('bundle-skeleton').count()).toBe(6);
    await page.getByRole('tab', { name: 'Packages Entreprise' }).click();
    await expect.poll(() => page.getByTestId('bundle-skeleton').count()).toBe(4);
    await page.getByRole('tab', { name: 'Formations Individuelles' }).click();
    release();

    const card = listItemWithHeading(page, 'Parcours Gestion');
    await visibleText(card, 'Commerce');
    await visibleText(card, '2 cours');
    await visibleText(card, '13 heures');
    await visibleText(card, '55 000 FC');
    expect(await card.getByText('Gestion des stocks').isVisible()).toBe(false);
    await card.getByText('Voir les cours inclus').click();
    await card.getByText('Gestion des stocks').waitFor();
    await card.getByText('Intermédiaire').first().waitFor();
    await card.getByRole('button', { name: /S'inscrire au Pack/ }).waitFor();
    await expectAxeClean(page, 'training packages');
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('takes a company quote request on a phone, with the required fields', async () => {
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await page.goto('/training-packages');
    await page.getByRole('tab', { name: 'Packages Entreprise' }).click();
    await page.getByRole('button', { name: 'Demander un Devis : Bureautique pour PME' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await visibleText(page, 'Veuillez remplir tous les champs obligatoires');
    await dialog.getByLabel('Nom du contact *').fill('Mireille Kalonji');
    await dialog.getByLabel("Nom de l'entreprise").fill('Brasserie du Katanga');
    await dialog.getByLabel('Email *').fill('contact@brasserie.cd');
    await dialog.getByLabel('Téléphone *').fill('+243 81 555 0101');
    await dialog.getByLabel("Nombre d'employés").fill('0');
    await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
    await visibleText(dialog, "Le nombre d'employés doit être au moins 1");
    await dialog.getByLabel("Nombre d'employés").fill('25');
    await dialog.getByLabel('Message').fill('Former nos 25 agents à Excel.');
    await sendRequestOnPhone(page, dialog, 'quote dialog on a phone');
    await dialog.waitFor({ state: 'detached' });
    const [row] = await e.t.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.email, 'contact@brasserie.cd'));
    expect(row).toMatchObject({
      contactName: 'Mireille Kalonji',
      numberOfEmployees: 25,
      status: 'pending',
    });
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('enrols a student in the whole pack once an admin confirms the payment', async () => {
    // A visitor is asked to sign in first.
    const visitor = await e.newPage();
    await visitor.page.goto('/training-packages');
    await visitor.page
      .getByRole('button', { name: "S'inscrire au Pack : Parcours Gestion" })
      .click();
    await visibleText(visitor.page, 'Veuillez vous connecter pour vous inscrire à un pack');
    await visitor.page.waitForURL((url) => url.pathname === '/login');
    await visitor.context.close();

    const student = await e.register('student', 'Jeanne Mbombo');
    const { page, context, consoleErrors, dialog } = await openRequestDialogOnPhone(
      e,
      student,
      '/training-packages',
      "S'inscrire au Pack : Parcours Gestion",
    );
    const options = await dialog.getByLabel('Moyen de paiement').locator('option').allInnerTexts();
    expect(options).toEqual(['M-Pesa', 'Orange Money']);
    await visibleText(dialog, '+243810000900');
    await dialog.getByLabel('Numéro de téléphone').fill('081 222 3344');
    await sendRequestOnPhone(page, dialog, 'pack payment dialog on a phone');
    await visibleText(page, 'Paiement en attente de validation');

    const [payment] = (await (await page.request.get('/api/bundle-payments/my')).json()) as {
      id: string;
    }[];
    await confirmAsAdmin(e, page, `/api/admin/bundle-payments/${payment!.id}/status`);
    await visibleText(page, 'Inscrit à ce pack');
    const enrolled = (await (await page.request.get('/api/enrollments')).json()) as {
      course: { title: string };
    }[];
    expect(enrolled.map((e) => e.course.title).sort()).toEqual([
      'Gestion des stocks',
      'Word et Excel au bureau',
    ]);
    await closeWithoutErrors({ context, consoleErrors });
  });
});
