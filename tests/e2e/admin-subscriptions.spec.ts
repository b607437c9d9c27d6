import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createSubscription,
  createSubscriptionPlan,
} from '../../src/server/db/factories/commerce.ts';
import {
  announcements,
  exchangeRates,
  payments,
  subscriptionPlans,
} from '../../src/server/db/schema/index.ts';
import { useE2E } from './harness.ts';
import {
  closeWithoutErrors,
  expectAxeClean,
  expectNoHorizontalOverflow,
  insertUser,
  listItemWithHeading,
  openAsNewAdmin,
  spaNavigate,
  visibleText,
} from './page-helpers.ts';

/**
 * The admin's "Abonnements" tab (subscriptions, plans, exchange rate) and "Annonces" tab, and
 * what the public sees of them.
 */
let planId = '';
let subscriptionId = '';
const e = useE2E(async () => {
  await e.t.db.insert(exchangeRates).values({ cdfPerUsd: 2800 });
  planId = (
    await createSubscriptionPlan(e.t.db, {
      name: 'Étudiant Premium',
      monthlyPrice: 10,
      yearlyPrice: 100,
      courseLimit: 5,
      features: ['Tous les cours'],
    })
  ).id;
  const buyer = await insertUser(e.t.db, 'student', 'Mireille Kabongo');
  subscriptionId = (
    await createSubscription(e.t.db, {
      userId: buyer.id,
      planId,
      amountPaid: 10,
      amountAskedCdf: 28_000,
      phoneNumber: '+243812345678',
      transactionId: 'MP240001',
    })
  ).id;
});

const openAsAdmin = (path: string, options?: { phone?: boolean }) =>
  openAsNewAdmin(e, 'Admin Kelasi', path, options);

describe('admin subscriptions, plans and announcements', () => {
  it('confirms a subscription, creates a plan, sets the rate the public page follows', async () => {
    // A visitor has the subscriptions page open before the admin changes the rate.
    const visitor = await e.newPage();
    await visitor.page.goto('/subscriptions');
    const publicPremium = listItemWithHeading(visitor.page, 'Étudiant Premium');
    await visibleText(publicPremium, /28\s000\sFC/);

    const { page, context, consoleErrors } = await openAsAdmin(
      '/admin/dashboard?onglet=abonnements',
    );
    const item = page.getByRole('article', { name: 'Étudiant Premium' });
    await visibleText(item, /Mireille Kabongo/);
    await visibleText(item, 'En attente');
    await visibleText(item, /10\s\$ \(28\s000\sFC demandés\)/);
    await visibleText(item, 'MP240001');
    await visibleText(item, '+243812345678');
    await expectAxeClean(page, 'admin subscriptions');

    await item.getByRole('button', { name: 'Confirmer le paiement de Mireille Kabongo' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Confirmer ce paiement ?' });
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Confirmer' }).click();
    await visibleText(page, 'Statut mis à jour');
    await visibleText(item, 'Actif');
    expect(await item.getByRole('button', { name: /Confirmer/ }).count()).toBe(0);
    const [row] = await e.t.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, subscriptionId));
    expect(row?.status).toBe('confirmed');

    // Plans: the spec's messages, then a new plan.
    await page.getByRole('tab', { name: 'Plans' }).click();
    await page.getByRole('button', { name: 'Nouveau plan' }).click();
    const dialog = page.getByRole('dialog', { name: "Nouveau plan d'abonnement" });
    await dialog.getByLabel('Prix mensuel ($)').fill('-1');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    for (const message of [
      'Le nom est requis',
      'La description est requise',
      'Le prix doit être positif',
      'Les fonctionnalités sont requises',
    ])
      await visibleText(dialog, message);
    await dialog.getByLabel('Nom', { exact: true }).fill('Formateur Pro');
    await dialog.getByLabel('Type', { exact: true }).selectOption({ label: 'Formateur' });
    await dialog.getByLabel('Prix mensuel ($)').fill('20');
    await dialog.getByLabel('Prix annuel ($)').fill('200');
    await dialog.getByLabel('Description').fill('Pour publier sans limite');
    await dialog.getByLabel('Fonctionnalités').fill('Cours illimités ,  Statistiques');
    await dialog.getByLabel('Commission % (facultatif)').fill('15');
    await expectAxeClean(page, 'plan dialog');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(page, 'Plan créé');
    const pro = page.getByRole('article', { name: 'Formateur Pro' });
    await visibleText(pro, 'Formateur');
    await visibleText(pro, 'Cours illimités · Statistiques');
    await visibleText(pro, '15 %');
    await expectAxeClean(page, 'admin plans');

    // A plan in use is deactivated, not deleted, and the admin is told.
    const premium = page.getByRole('article', { name: 'Étudiant Premium' });
    await premium.getByRole('button', { name: 'Supprimer : Étudiant Premium' }).click();
    await page
      .getByRole('alertdialog')
      .getByText('Êtes-vous sûr de vouloir supprimer ce plan ?')
      .waitFor();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await visibleText(page, 'Plan désactivé');
    await visibleText(premium, 'Inactif');
    await premium.getByRole('button', { name: 'Modifier : Étudiant Premium' }).click();
    const edit = page.getByRole('dialog', { name: 'Modifier le plan' });
    await edit.getByLabel('Plan actif').check();
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(page, 'Plan mis à jour');
    await premium.getByText('Inactif').waitFor({ state: 'detached' });
    const [plan] = await e.t.db
      .select({ isActive: subscriptionPlans.isActive })
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, planId));
    expect(plan?.isActive).toBe(true);

    // The exchange rate: the visitor's page follows at its next visit, without a reload.
    await visibleText(page, /1 \$ = 2\s800\sFC/);
    await page.getByLabel('Nouveau taux (FC pour 1 $)').fill('3100');
    await page.getByRole('button', { name: 'Mettre à jour le taux' }).click();
    await visibleText(page, 'Taux de change mis à jour');
    await visibleText(page, /1 \$ = 3\s100\sFC/);
    await spaNavigate(visitor.page, '/catalog');
    await visitor.page.getByRole('heading', { level: 1 }).first().waitFor();
    await spaNavigate(visitor.page, '/subscriptions');
    await visibleText(publicPremium, /31\s000\sFC/);
    await closeWithoutErrors(visitor);

    // The admin's own public page follows too.
    await spaNavigate(page, '/subscriptions');
    await visibleText(listItemWithHeading(page, 'Étudiant Premium'), /31\s000\sFC/);
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('writes and publishes an announcement that a visitor then sees on the landing page', async () => {
    const { page, context, consoleErrors } = await openAsAdmin('/admin/dashboard?onglet=annonces');
    await visibleText(
      page,
      "Les annonces publiées apparaissent sur la page d'accueil pour tous les utilisateurs.",
    );
    await page.getByRole('button', { name: 'Nouvelle annonce' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouvelle annonce' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(dialog, 'Le titre est requis');
    await visibleText(dialog, 'Le contenu est requis');
    await dialog.getByLabel('Titre').fill('Rentrée de janvier');
    await dialog.getByLabel('Contenu').fill('Les inscriptions ouvrent le 5 janvier.');
    await dialog.getByLabel('Type').selectOption({ label: 'Succès' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(page, 'Annonce créée');
    const item = page.getByRole('article', { name: 'Rentrée de janvier' });
    await visibleText(item, 'Brouillon');
    await visibleText(item, 'Succès');
    await visibleText(item, /Admin Kelasi ·/);
    await expectAxeClean(page, 'admin announcements');

    await item.getByRole('button', { name: 'Modifier : Rentrée de janvier' }).click();
    const edit = page.getByRole('dialog', { name: "Modifier l'annonce" });
    await edit.getByLabel('Publier').check();
    await edit.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(page, 'Annonce mise à jour');
    await item.getByText('Brouillon').waitFor({ state: 'detached' });

    const visitor = await e.newPage();
    await visitor.page.goto('/');
    // The landing page's strip, its text in full behind "Voir les annonces" (phone-polish.spec.ts).
    await visibleText(visitor.page, 'Rentrée de janvier');
    await visitor.page.getByRole('button', { name: 'Voir les annonces (1)' }).click();
    await visibleText(
      visitor.page.getByRole('dialog', { name: 'Annonces' }),
      'Les inscriptions ouvrent le 5 janvier.',
    );
    await closeWithoutErrors(visitor);

    // Deleting asks first.
    await item.getByRole('button', { name: 'Supprimer : Rentrée de janvier' }).click();
    const ask = page.getByRole('alertdialog');
    await ask.getByText('Êtes-vous sûr de vouloir supprimer cette annonce ?').waitFor();
    await ask.getByRole('button', { name: 'Supprimer' }).click();
    await visibleText(page, 'Annonce supprimée');
    await item.waitFor({ state: 'detached' });
    expect(await e.t.db.select().from(announcements)).toHaveLength(0);
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('fits a 360 px phone and stays accessible on each tab', async () => {
    const buyer = await insertUser(e.t.db, 'student', 'Jean-Baptiste Mukendi-Tshibangu');
    await createSubscription(e.t.db, {
      userId: buyer.id,
      planId,
      amountPaid: 100,
      amountAskedCdf: 310_000,
      duration: 'yearly',
      phoneNumber: '+243899999999',
      transactionId: 'AIRTEL-TRANSACTION-0123456789-ABCDEFGHIJ',
    });
    await e.t.db.insert(announcements).values({
      title: 'Maintenance prévue',
      content: 'Le site sera indisponible dimanche matin.',
      type: 'warning',
      isPublished: true,
      authorId: buyer.id,
    });
    const { page, context, consoleErrors } = await openAsAdmin(
      '/admin/dashboard?onglet=abonnements',
      { phone: true },
    );
    const item = page.getByRole('article').filter({ hasText: 'Jean-Baptiste Mukendi-Tshibangu' });
    await item.getByRole('button', { name: /^Rejeter/ }).waitFor();
    await expectNoHorizontalOverflow(page, 'admin subscriptions (phone)');
    await expectAxeClean(page, 'admin subscriptions (phone)');
    await item.getByRole('button', { name: /^Rejeter/ }).click();
    const ask = page.getByRole('alertdialog', { name: 'Rejeter ce paiement ?' });
    await ask.getByRole('button', { name: 'Rejeter' }).click();
    await visibleText(page, 'Statut mis à jour');
    await visibleText(item, 'Rejeté');

    await page.getByRole('tab', { name: 'Plans' }).click();
    await page.getByRole('article', { name: 'Étudiant Premium' }).waitFor();
    await expectNoHorizontalOverflow(page, 'admin plans (phone)');
    await expectAxeClean(page, 'admin plans (phone)');
    await page.getByRole('button', { name: 'Nouveau plan' }).click();
    await page.getByRole('dialog', { name: "Nouveau plan d'abonnement" }).waitFor();
    await expectNoHorizontalOverflow(page, 'plan dialog (phone)');
    await page.keyboard.press('Escape');

    await page.goto('/admin/dashboard?onglet=annonces');
    await page.getByRole('article', { name: 'Maintenance prévue' }).waitFor();
    await expectNoHorizontalOverflow(page, 'admin announcements (phone)');
    await expectAxeClean(page, 'admin announcements (phone)');
    await closeWithoutErrors({ context, consoleErrors });
  });
});
