import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createUser, DEFAULT_PASSWORD } from '../../src/server/db/factories/accounts.ts';
import { insertCourse, insertEnrollment } from '../helpers/factories.ts';
import { useE2E } from './harness.ts';
import { expectAxeClean, expectNoHorizontalOverflow, signIn, uniqueEmail } from './page-helpers.ts';

/**
 * Internships: a student asks for one through the dialog (dates from the French calendar), an
 * admin approves it on /admin/internships and later marks it done, and the student sees it
 * "Terminé".
 */

const e = useE2E();

/** The browser's "today": the calendar opens on March 2026. */
const TODAY = new Date('2026-03-02T10:00:00.000Z');

/** The counter of a status on the admin page, as a number. */
async function counter(page: Page, filter: string): Promise<number> {
  const text = await page.locator(`li[data-counter="${filter}"]`).innerText();
  return Number(text.replace(/\D/g, ''));
}

/** Opens the calendar of a date field and picks a day by its French name. */
async function pickDay(page: Page, field: string, dayName: string, monthsAhead = 0) {
  await page.getByRole('button', { name: field, exact: true }).click();
  const calendar = page.getByRole('dialog').last();
  for (let i = 0; i < monthsAhead; i++)
    await calendar.getByRole('button', { name: 'Aller au mois suivant' }).click();
  await calendar.getByRole('button', { name: dayName }).click();
}

async function waitForText(scope: Page | Locator, text: string) {
  await scope.getByText(text, { exact: true }).first().waitFor();
}

describe('internships', () => {
  for (const phone of [true, false]) {
    const screen = phone ? 'a 360 px phone' : 'a desktop';
    it(`a student requests an internship, an admin approves it then marks it done, on ${screen}`, async () => {
      const company = phone ? 'Vodacom Congo' : 'Gécamines';
      const position = phone ? 'Stagiaire analyste de données' : 'Stagiaire comptable';
      const courseTitle = phone ? 'Python pour l’analyse de données' : 'Comptabilité des PME';
      const studentName = phone ? 'Aline Kabeya' : 'Blaise Tshala';

      const instructor = await e.register('instructor', `Formateur ${courseTitle}`);
      const course = await insertCourse(e.t.db, {
        instructorId: instructor.id,
        title: courseTitle,
        status: 'published',
      });
      const student = await e.register('student', studentName);
      await insertEnrollment(e.t.db, student.id, course.id);

      // --- The student: empty page, then the dialog ------------------------------------
      const s = await e.newPage({ phone });
      await s.page.clock.setFixedTime(TODAY);
      await signIn(s.page, student.email, student.password);
      await s.page.goto('/internships');
      await s.page.getByRole('heading', { name: 'Mes stages', level: 1 }).waitFor();
      await waitForText(s.page, 'Aucune demande de stage');
      await expectAxeClean(s.page, `${screen}, internships page, empty`);
      if (phone) await expectNoHorizontalOverflow(s.page, 'internships page, empty');

      await s.page.getByRole('button', { name: 'Soumettre ma première demande' }).click();
      const dialog = s.page.getByRole('dialog', { name: 'Nouvelle demande' });
      await dialog.waitFor();

      // Nothing filled: the spec's messages.
      await dialog.getByRole('button', { name: 'Soumettre la demande' }).click();
      await waitForText(dialog, 'Veuillez sélectionner un cours');
      await waitForText(dialog, "Le nom de l'entreprise est requis");
      await waitForText(dialog, 'Le poste est requis');
      await waitForText(dialog, 'La date de début est requise');
      await waitForText(dialog, 'La date de fin est requise');
      await expectAxeClean(s.page, `${screen}, new request dialog with errors`);

      // The course select offers the courses the student is enrolled in.
      const courseSelect = dialog.getByLabel('Cours', { exact: true });
      expect(await courseSelect.locator('option').allInnerTexts()).toEqual([
        'Choisir un cours',
        courseTitle,
      ]);
      await courseSelect.selectOption({ label: courseTitle });
      await dialog.getByLabel('Entreprise', { exact: true }).fill(company);
      await dialog.getByLabel('Poste', { exact: true }).fill(position);

      // The French calendar: French month, weeks from Monday.
      await s.page.getByRole('button', { name: 'Date de début', exact: true }).click();
      const calendar = s.page.getByRole('dialog').last();
      await waitForText(calendar, 'mars 2026');
      expect(await calendar.locator('th').first().getAttribute('aria-label')).toBe('lundi');
      await calendar.getByRole('button', { name: 'lundi 16 mars 2026' }).click();
      // An end before the start is refused, with a French message.
      await pickDay(s.page, 'Date de fin', 'mardi 10 mars 2026');
      await dialog.getByLabel('Email').fill('maitre-de-stage');
      await dialog.getByRole('button', { name: 'Soumettre la demande' }).click();
      await waitForText(dialog, 'La date de fin doit être après la date de début');
      await waitForText(dialog, 'Email invalide');
      if (phone) await expectNoHorizontalOverflow(s.page, 'new request dialog');

      await pickDay(s.page, 'Date de fin', 'vendredi 15 mai 2026', 2);
      await dialog.getByLabel('Email').fill('');
      await dialog.getByLabel('Nom', { exact: true }).fill('Christian Lukusa');
      await dialog.getByLabel('Téléphone').fill('+243 81 700 1122');
      await dialog.getByRole('button', { name: 'Soumettre la demande' }).click();
      await waitForText(s.page, 'Demande soumise');
      await dialog.waitFor({ state: 'detached' });

      const myList = s.page.getByRole('list', { name: 'Mes demandes de stage' });
      const card = myList.getByRole('listitem').filter({ hasText: company });
      await waitForText(card, 'En attente');
      await waitForText(card, position);
      await card.getByText(courseTitle).waitFor();
      await waitForText(card, 'Du 16 mars 2026 au 15 mai 2026');
      await expectAxeClean(s.page, `${screen}, internships page with a request`);
      if (phone) await expectNoHorizontalOverflow(s.page, 'internships page with a request');

      // --- The admin: counters, approve, mark done --------------------------------------
      const adminEmail = uniqueEmail('admin');
      await createUser(e.t.db, { email: adminEmail, role: 'admin', name: 'Équipe Kelasi' });
      const a = await e.newPage({ phone });
      await signIn(a.page, adminEmail, DEFAULT_PASSWORD);
      await a.page.goto('/admin/internships');
      await a.page.getByRole('heading', { name: 'Gestion des stages', level: 1 }).waitFor();
      expect(await a.page.getByRole('link', { name: 'Tableau de bord' }).getAttribute('href')).toBe(
        '/admin/dashboard',
      );
      const request = a.page
        .getByRole('list', { name: 'Demandes de stage' })
        .getByRole('listitem')
        .filter({ hasText: company });
      await waitForText(request, `${position} — ${company}`);
      await waitForText(request, studentName);
      await waitForText(request, student.email);
      await waitForText(request, courseTitle);
      await waitForText(request, 'Du 16 mars 2026 au 15 mai 2026');
      await waitForText(request, 'Christian Lukusa');
      const before = {
        all: await counter(a.page, 'all'),
        pending: await counter(a.page, 'pending'),
        approved: await counter(a.page, 'approved'),
        completed: await counter(a.page, 'completed'),
      };
      expect(before.pending).toBeGreaterThanOrEqual(1);
      await expectAxeClean(a.page, `${screen}, admin internships`);
      if (phone) await expectNoHorizontalOverflow(a.page, 'admin internships');

      // The filter: only the pending ones.
      await a.page.getByLabel('Filtrer par statut').selectOption({ label: 'Terminés' });
      expect(await request.count()).toBe(0);
      await a.page.getByLabel('Filtrer par statut').selectOption({ label: 'En attente' });
      await waitForText(request, 'En attente');
      await a.page.getByLabel('Filtrer par statut').selectOption({ label: 'Tous' });

      expect(await request.getByRole('button', { name: /^Marquer terminé/ }).count()).toBe(0);
      await request.getByRole('button', { name: /^Approuver/ }).click();
      await waitForText(a.page, 'Statut mis à jour');
      await waitForText(request, 'Approuvé');
      expect(await counter(a.page, 'pending')).toBe(before.pending - 1);
      expect(await counter(a.page, 'approved')).toBe(before.approved + 1);
      expect(await counter(a.page, 'all')).toBe(before.all);
      expect(await request.getByRole('button', { name: /^Approuver/ }).count()).toBe(0);
      expect(await request.getByRole('button', { name: /^Rejeter/ }).count()).toBe(0);

      await request.getByRole('button', { name: /^Marquer terminé/ }).click();
      await waitForText(request, 'Terminé');
      expect(await counter(a.page, 'approved')).toBe(before.approved);
      expect(await counter(a.page, 'completed')).toBe(before.completed + 1);
      expect(await request.getByRole('button').count()).toBe(0);
      expect(a.consoleErrors).toEqual([]);
      await a.context.close();

      // --- The student sees it done ----------------------------------------------------
      await s.page.reload();
      await waitForText(card, 'Terminé');
      expect(s.consoleErrors).toEqual([]);
      await s.context.close();
    });
  }
});
