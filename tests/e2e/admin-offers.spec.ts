import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createPackage,
  createPackagePurchase,
  createQuoteRequest,
  createTrainingBundle,
} from '../../src/server/db/factories/commerce.ts';
import {
  auditLog,
  packagePurchases,
  packages,
  payments,
  quoteRequests,
} from '../../src/server/db/schema/index.ts';
import { useE2E } from './harness.ts';
import {
  closeWithoutErrors,
  expectAxeClean,
  expectNoHorizontalOverflow,
  insertUser,
  openAsNewAdmin,
  uniqueEmail,
  visibleText,
} from './page-helpers.ts';

/**
 * The admin's "Offres" tab (package purchases, quotes, packages, bundles) and the "Journal" tab
 * where each money decision is recorded.
 */
let purchaseId = '';
let quoteId = '';
const quoteEmail = uniqueEmail('achats');
const e = useE2E(async () => {
  const pkg = await createPackage(e.t.db, {
    name: 'Pack Découverte',
    courseCount: 2,
    price: 30_000,
    mobileMoneyInfo: { mpesa: '+243810000101' },
  });
  const buyer = await insertUser(e.t.db, 'student', 'Patrice Ilunga');
  purchaseId = (
    await createPackagePurchase(e.t.db, {
      userId: buyer.id,
      packageId: pkg.id,
      amountPaid: 30_000,
      coursesRemaining: 0,
      phoneNumber: '+243812340001',
      transactionId: 'MP-OFFRE-1',
    })
  ).id;
  const bundle = await createTrainingBundle(e.t.db, {
    name: 'Pack PME Numérique',
    targetAudience: 'corporate',
  });
  quoteId = (
    await createQuoteRequest(e.t.db, {
      bundleId: bundle.id,
      companyName: 'Entreprise Lumière',
      contactName: 'Chantal Mbuyi',
      email: quoteEmail,
      numberOfEmployees: 25,
      message: 'Formation de nos comptables.',
    })
  ).id;
});

const openAsAdmin = (path: string, options?: { phone?: boolean }) =>
  openAsNewAdmin(e, 'Admin Offres', path, options);

describe('admin offers and the audit record', () => {
  it('confirms a package purchase, sees it in the Journal, creates a package, sends a quote', async () => {
    const { page, context, consoleErrors } = await openAsAdmin('/admin/dashboard?onglet=offres');

    // The pending purchase, with its proof, confirmed after the question.
    const item = page.getByRole('article', { name: 'Pack Découverte (2 cours)' });
    await visibleText(item, /Patrice Ilunga/);
    await visibleText(item, 'En attente');
    await visibleText(item, /30\s000\sFC/);
    await visibleText(item, 'MP-OFFRE-1');
    await visibleText(item, '+243812340001');
    await expectAxeClean(page, 'admin package purchases');
    await item.getByRole('button', { name: 'Confirmer le paiement de Patrice Ilunga' }).click();
    const ask = page.getByRole('alertdialog', { name: 'Confirmer ce paiement ?' });
    await ask.waitFor();
    await expectAxeClean(page, 'decision dialog');
    await ask.getByRole('button', { name: 'Confirmer' }).click();
    await visibleText(page, 'Statut mis à jour');
    await visibleText(item, 'Confirmé');
    expect(await item.getByRole('button', { name: /Confirmer/ }).count()).toBe(0);
    const [purchase] = await e.t.db
      .select({ status: payments.status, coursesRemaining: packagePurchases.coursesRemaining })
      .from(packagePurchases)
      .innerJoin(payments, eq(payments.id, packagePurchases.id))
      .where(eq(packagePurchases.id, purchaseId));
    expect(purchase).toMatchObject({ status: 'confirmed', coursesRemaining: 2 });

    // The decision in the Journal tab: who, what, on what, before → after.
    await page.getByRole('tab', { name: 'Journal' }).click();
    const line = page.getByRole('article', { name: 'Pack Découverte — Patrice Ilunga' });
    await visibleText(line, 'Achat de package');
    await visibleText(line, /Admin Offres/);
    await visibleText(line, /En attente\s*devient\s*Confirmé/);
    await visibleText(line, /30\s000\sFC/);
    await expectAxeClean(page, 'audit record');
    expect(
      await e.t.db.select().from(auditLog).where(eq(auditLog.entityId, purchaseId)),
    ).toHaveLength(1);

    // A new package, with its M-Pesa number.
    await page.getByRole('tab', { name: 'Offres' }).click();
    await page.getByRole('tab', { name: 'Packages', exact: true }).click();
    await page.getByRole('button', { name: 'Nouveau package' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau package' });
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(dialog, 'Le nom est requis');
    await dialog.getByLabel('Nom', { exact: true }).fill('Pack Carrière');
    await dialog.getByLabel('Nombre de cours').fill('5');
    await dialog.getByLabel('Prix (FC)').fill('60000');
    await dialog.getByLabel('Description').fill('Cinq cours au choix');
    await dialog.getByLabel('M-Pesa (facultatif)').fill('0810000777');
    await expectAxeClean(page, 'package dialog');
    await dialog.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(page, 'Package créé');
    const created = page.getByRole('article', { name: 'Pack Carrière' });
    await visibleText(created, /60\s000\sFC/);
    await visibleText(created, '+243810000777');
    const [row] = await e.t.db.select().from(packages).where(eq(packages.name, 'Pack Carrière'));
    expect(row).toMatchObject({
      courseCount: 5,
      price: 60_000,
      isActive: true,
      mobileMoneyInfo: { mpesa: '+243810000777' },
    });

    // A quote: the price is required to send it; the requester is mailed.
    await page.getByRole('tab', { name: 'Devis' }).click();
    const quote = page.getByRole('article', { name: /Entreprise Lumière/ });
    await visibleText(quote, /Formation de nos comptables/);
    await quote.getByRole('button', { name: /Préparer le devis/ }).click();
    const quoteDialog = page.getByRole('dialog', { name: 'Devis : Pack PME Numérique' });
    await quoteDialog.getByRole('button', { name: 'Envoyer le devis' }).click();
    await visibleText(quoteDialog, 'Le prix du devis est requis pour l’envoyer');
    await quoteDialog.getByLabel('Prix du devis (FC)').fill('1500000');
    await quoteDialog.getByLabel('Notes internes').fill('Remise accordée');
    await expectAxeClean(page, 'quote dialog');
    await quoteDialog.getByRole('button', { name: 'Envoyer le devis' }).click();
    await visibleText(page, 'Devis envoyé');
    await visibleText(quote, 'Envoyé');
    await visibleText(quote, /1\s500\s000\sFC/);
    const mail = await e.latestMailTo(quoteEmail);
    expect(mail.subject).toBe('Votre devis Kelasi : Pack PME Numérique');
    expect(mail.text).toMatch(/1\s500\s000 FC/);
    const [sent] = await e.t.db.select().from(quoteRequests).where(eq(quoteRequests.id, quoteId));
    expect(sent).toMatchObject({ status: 'sent', quotedPrice: 1_500_000 });
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('fits a 360 px phone: offers, package dialog and the Journal', async () => {
    const { page, context, consoleErrors } = await openAsAdmin('/admin/dashboard?onglet=offres', {
      phone: true,
    });
    await visibleText(page.getByRole('article', { name: 'Pack Découverte (2 cours)' }), 'Confirmé');
    await expectNoHorizontalOverflow(page, 'offers on a phone');
    await page.getByRole('tab', { name: 'Packs de formation' }).click();
    await page.getByRole('button', { name: 'Nouveau pack' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nouveau pack de formation' });
    await dialog.getByLabel('Nom', { exact: true }).waitFor();
    await expectNoHorizontalOverflow(page, 'bundle dialog on a phone');
    await expectAxeClean(page, 'bundle dialog on a phone');
    await dialog.getByRole('button', { name: 'Annuler' }).click();
    await page.getByRole('tab', { name: 'Devis' }).click();
    await page.getByRole('article', { name: /Entreprise Lumière/ }).waitFor();
    await expectNoHorizontalOverflow(page, 'quotes on a phone');
    await page.goto('/admin/dashboard?onglet=journal');
    await page.getByRole('article', { name: 'Pack Découverte — Patrice Ilunga' }).waitFor();
    await expectNoHorizontalOverflow(page, 'audit record on a phone');
    await expectAxeClean(page, 'audit record on a phone');
    await closeWithoutErrors({ context, consoleErrors });
  });
});
