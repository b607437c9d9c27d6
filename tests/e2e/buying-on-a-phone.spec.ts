import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatFc } from '../../src/contract/currency.ts';
import {
  createPackage,
  createPackagePurchase,
  createSubscriptionPlans,
} from '../../src/server/db/factories/commerce.ts';
import { createCourse } from '../../src/server/db/factories/courses.ts';
import { seedPlans } from '../../src/server/db/seed/commerce-data.ts';
import { useE2E } from './harness.ts';
import {
  closeWithoutErrors,
  expectAxeClean,
  expectNoHorizontalOverflow,
  insertUser,
  listItemWithHeading,
  openSignedIn,
  PASSWORD,
  uniqueEmail,
  visibleText,
} from './page-helpers.ts';

/**
 * Buying on a 360 × 740 phone: a visitor starts buying from a course page and comes back to it
 * after creating an account; packages are found from the menu and the catalogue, and their seats
 * are spent only after a question; the plan cards promise what a subscription gives, each once.
 */

const PRICED = 'Comptabilité pour commerçants';
const FREE = 'Initiation à l’informatique';
const COVERED = ['Excel pour la gestion', 'Vendre sur WhatsApp'] as const;
const PRICE = 50_000;

const ids = { priced: '', free: '', covered: [] as string[], pack: '' };

const e = useE2E(async () => {
  const instructor = await insertUser(e.t.db, 'instructor', 'Aimée Mukendi');
  const course = (title: string, extra: Partial<Parameters<typeof createCourse>[1]> = {}) =>
    createCourse(e.t.db, { instructorId: instructor.id, status: 'published', title, ...extra });
  ids.priced = (
    await course(PRICED, { price: PRICE, mobileMoneyInfo: { mpesa: '+243810000701' } })
  ).id;
  ids.free = (await course(FREE)).id;
  // A subscription course may carry a price: a package seat opens it all the same.
  ids.covered = [
    (await course(COVERED[0], { accessType: 'package' })).id,
    (await course(COVERED[1], { accessType: 'package', price: 35_000 })).id,
  ];
  ids.pack = (await createPackage(e.t.db, { name: 'Pack Découverte', courseCount: 2 })).id;
});

/** The catalogue card whose title is `title`. */
const card = (page: Page, title: string): Locator =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });

describe('buying on a phone', () => {
  it('lets a visitor buy from a course page, through a new account, and back', async () => {
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    const coursePath = `/course/${ids.priced}`;
    await page.goto(coursePath);
    await page.getByRole('heading', { name: PRICED, level: 1 }).waitFor();
    // The action says what the course costs, and is a way in, not a dead button.
    const buy = page.getByRole('link', { name: `Acheter — ${formatFc(PRICE)}` });
    expect(await buy.getAttribute('href')).toBe(`/login?next=${encodeURIComponent(coursePath)}`);
    expect(await page.getByRole('button', { name: /Connectez-vous/ }).count()).toBe(0);
    await expectNoHorizontalOverflow(page, 'priced course page, visitor');
    await expectAxeClean(page, 'priced course page, visitor');

    // Sign-in page, then "Créer un compte": the way back to the course is kept.
    await buy.click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('link', { name: 'Créer un compte' }).click();
    await page.waitForURL((url) => url.pathname === '/register');
    expect(new URL(page.url()).searchParams.get('next')).toBe(coursePath);
    await page.getByLabel('Nom complet').fill('Bénédicte Kapinga');
    await page.getByLabel('Email').fill(uniqueEmail('acheteuse'));
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await page.getByRole('button', { name: "S'inscrire" }).last().click();
    await visibleText(page, 'Inscription réussie');
    await page.waitForURL((url) => url.pathname === coursePath);

    // Signed in now: the same action opens the payment page.
    await page.getByRole('button', { name: `Acheter — ${formatFc(PRICE)}` }).click();
    await page.waitForURL((url) => url.pathname === `${coursePath}/payment`);
    await closeWithoutErrors({ context, consoleErrors });

    // A free course reads "S'inscrire au cours", and signing in comes back to it.
    const account = await e.register('student', 'Trésor Mulumba');
    const visitor = await e.newPage({ phone: true });
    await visitor.page.goto(`/course/${ids.free}`);
    await visitor.page.getByRole('link', { name: "S'inscrire au cours" }).click();
    await visitor.page.getByLabel('Email').fill(account.email);
    await visitor.page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
    await visitor.page.getByRole('button', { name: 'Se connecter' }).click();
    await visitor.page.waitForURL((url) => url.pathname === `/course/${ids.free}`);
    await visitor.page.getByRole('button', { name: "S'inscrire au cours" }).click();
    await visitor.page.getByRole('link', { name: 'Continuer le cours' }).waitFor();
    await closeWithoutErrors(visitor);

    // Another site's address is never where a new account leads.
    const other = await e.newPage({ phone: true });
    await other.page.goto(`/register?next=${encodeURIComponent('//evil.example/x')}`);
    await other.page.getByLabel('Nom complet').fill('Jonas Kabeya');
    await other.page.getByLabel('Email').fill(uniqueEmail('prudent'));
    await other.page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
    await other.page.getByLabel('Confirmer le mot de passe').fill(PASSWORD);
    await other.page.getByRole('button', { name: "S'inscrire" }).last().click();
    await other.page.waitForURL((url) => url.pathname === '/catalog');
    await closeWithoutErrors(other);
  });

  it('finds packages from the menu and the catalogue, and spends a seat only once asked', async () => {
    const student = await e.register('student', 'Rachel Kanku');
    await createPackagePurchase(e.t.db, {
      userId: student.id,
      packageId: ids.pack,
      status: 'confirmed',
      coursesRemaining: 2,
      decidedAt: new Date(),
    });
    const { page, context, consoleErrors } = await openSignedIn(e, student, '/catalog', {
      phone: true,
    });

    // The catalogue and the menu both lead to the packages.
    const fromCatalogue = page.getByRole('main').getByRole('link', { name: 'Packages de cours' });
    expect(await fromCatalogue.getAttribute('href')).toBe('/packages');
    await page.getByRole('button', { name: 'Menu de navigation' }).click();
    await page.getByRole('menuitem', { name: 'Packages de cours' }).click();
    await page.waitForURL((url) => url.pathname === '/packages');

    // "Choisir mes cours": the courses the package covers, and how many are left to choose.
    const row = page.getByRole('listitem').filter({ hasText: 'Pack Découverte' }).last();
    await row.getByRole('link', { name: 'Choisir mes cours' }).click();
    await page.waitForURL((url) => url.pathname === '/catalog');
    expect(new URL(page.url()).searchParams.get('access')).toBe('package');
    const main = page.getByRole('main');
    await visibleText(main, 'Il vous reste 2 cours à choisir.');
    await visibleText(main, '2 cours trouvés');
    for (const title of COVERED)
      await card(page, title).getByText('Inclus dans votre package').waitFor();
    expect(await page.getByText('Abonnement requis').count()).toBe(0);
    expect(await card(page, FREE).count()).toBe(0);
    await expectNoHorizontalOverflow(page, 'catalogue of the package');
    await expectAxeClean(page, 'catalogue of the package');

    // The priced course the package covers asks before spending a seat, never for a payment.
    const whatsapp = card(page, COVERED[1]);
    await whatsapp.getByRole('button', { name: /S'inscrire/ }).click();
    const question = page.getByRole('alertdialog');
    await question.getByRole('heading', { name: 'Utiliser un cours de votre package ?' }).waitFor();
    await visibleText(question, /Il vous reste 2 cours à choisir/);
    await expectNoHorizontalOverflow(page, 'seat question');
    await expectAxeClean(page, 'seat question');
    await question.getByRole('button', { name: 'Annuler' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await whatsapp.getByRole('button', { name: /S'inscrire/ }).count()).toBe(1);
    await whatsapp.getByRole('button', { name: /S'inscrire/ }).click();
    await question.getByRole('button', { name: 'Choisir ce cours' }).click();
    await visibleText(page, 'Il vous reste 1 cours à choisir');
    await whatsapp.getByRole('link', { name: /Continuer/ }).waitFor();
    await visibleText(main, 'Il vous reste 1 cours à choisir.');
    expect(new URL(page.url()).pathname).toBe('/catalog');

    // The last seat, from the course page.
    await page.goto(`/course/${ids.covered[0]}`);
    await visibleText(page, 'Inclus dans votre package');
    await page.getByRole('button', { name: "S'inscrire au cours" }).click();
    await question.getByRole('button', { name: 'Choisir ce cours' }).click();
    await visibleText(page, 'Vous avez choisi tous les cours de votre package');
    await page.getByRole('link', { name: 'Continuer le cours' }).waitFor();
    const [purchase] = (await (await page.request.get('/api/package-purchases/my')).json()) as {
      coursesRemaining: number;
    }[];
    expect(purchase!.coursesRemaining).toBe(0);
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('has plan cards that promise what a subscription gives, each thing once', async () => {
    await createSubscriptionPlans(e.t.db, [
      ...seedPlans,
      {
        name: 'Étudiant Solo',
        type: 'student',
        courseLimit: 2,
        // Typed by an admin in other capitals and without accents: the card says it once.
        features: ['CERTIFICATION NATIONALE', 'Accès sur mobile', 'acces sur  Mobile'],
        hasCertification: true,
        certificationType: 'national',
      },
    ]);
    const { page, context, consoleErrors } = await e.newPage({ phone: true });
    await page.goto('/subscriptions');
    const premium = listItemWithHeading(page, 'Étudiant Premium');
    await visibleText(premium, 'Tous les cours « Abonnement requis »');
    await visibleText(
      listItemWithHeading(page, 'Étudiant Essentiel'),
      '5 cours « Abonnement requis »',
    );
    const solo = listItemWithHeading(page, 'Étudiant Solo');
    await visibleText(solo, '2 cours « Abonnement requis »');
    expect(await solo.getByText(/certification nationale/i).count()).toBe(1);
    expect(await solo.getByText(/acc[eè]s sur mobile/i).count()).toBe(1);
    expect(await page.getByText('Cours illimités', { exact: false }).count()).toBe(0);
    await expectNoHorizontalOverflow(page, 'plan cards');

    // Every card of both audiences says each thing once.
    for (const audience of ['Étudiants', 'Formateurs']) {
      await page.getByRole('tab', { name: audience }).click();
      const panel = page.getByRole('tabpanel');
      const cards = panel.getByRole('listitem').filter({ has: page.getByRole('heading') });
      await cards.first().waitFor();
      for (const plan of await cards.all()) {
        const name = await plan.getByRole('heading').innerText();
        const promises = (await plan.locator('ul li').allInnerTexts()).map((text) =>
          text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim(),
        );
        expect(promises.length, name).toBeGreaterThan(0);
        expect(new Set(promises).size, `${name}: ${promises.join(' | ')}`).toBe(promises.length);
      }
    }
    await closeWithoutErrors({ context, consoleErrors });
  });
});
