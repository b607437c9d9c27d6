import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { createCourse } from '../../src/server/db/factories/courses.ts';
import { courses, lessons, users } from '../../src/server/db/schema/index.ts';
import { SEARCH_PAUSE_MS } from '../../src/client/lib/use-debounced-value.ts';
import { useE2E } from './harness.ts';
import {
  closeWithoutErrors,
  expectAxeClean,
  expectNoHorizontalOverflow,
  insertUser,
  openAsNewAdmin,
  signInNewAdmin,
  visibleText,
} from './page-helpers.ts';

/** The admin dashboard: figures, tab counts, courses of other instructors, users' roles. */
let instructorId = '';
const e = useE2E(async () => {
  instructorId = (await insertUser(e.t.db, 'instructor', 'Béatrice Ngalula')).id;
});

const ADMIN = 'Admin Kelasi';
const openAsAdmin = (path: string, options?: { phone?: boolean }) =>
  openAsNewAdmin(e, ADMIN, path, options);

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

describe('admin dashboard', () => {
  it('shows the figures and tab counts, edits, adds a lesson to and deletes another instructor’s course', async () => {
    const course = await createCourse(e.t.db, {
      instructorId,
      title: 'Comptabilité de base',
      description: 'Les écritures et le bilan, pas à pas.',
      status: 'published',
      price: 15_000,
    });
    const { page, context, consoleErrors } = await openAsAdmin('/admin/dashboard');
    await visibleText(page, 'Dashboard Administrateur');
    const totalCourses = await e.t.db.$count(courses);
    const totalUsers = await e.t.db.$count(users);
    const stats = page.getByRole('region', { name: 'Statistiques' });
    await stats.getByText('Total des cours').waitFor();
    expect(await stats.locator('li').first().innerText()).toContain(String(totalCourses));
    await expect.poll(() => tab(page, /^Utilisateurs/).innerText()).toContain(String(totalUsers));
    expect(await tab(page, /^Cours/).innerText()).toContain(String(totalCourses));
    // The chart's figures, for screen readers.
    await page.getByRole('table', { name: /12 dernières semaines/ }).waitFor({ state: 'attached' });

    // The course, with its instructor, price and status.
    const item = page.getByRole('listitem').filter({ hasText: 'Comptabilité de base' });
    await item.getByText('Béatrice Ngalula').waitFor();
    await item.getByText('15 000 FC').waitFor();
    await item.getByText('Publié').waitFor();
    await expectAxeClean(page, 'admin dashboard, courses tab');

    // Modifier: the generic editor, on someone else's course.
    await item.getByRole('link', { name: /Modifier/ }).click();
    await page.waitForURL(`**/courses/${course.id}/edit`);
    await page.getByLabel('Titre', { exact: true }).fill('Comptabilité de base (revu)');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await visibleText(page, 'Cours mis à jour');

    // A lesson, from the course editor.
    await page.getByRole('link', { name: 'Ajouter une leçon' }).click();
    await page.getByLabel('Titre', { exact: true }).fill('Le journal comptable');
    await page.getByLabel('Contenu').fill('Chaque opération est inscrite au journal.');
    await page.getByRole('button', { name: 'Créer la leçon' }).click();
    await page.waitForURL(`**/courses/${course.id}/edit`);
    await visibleText(page, 'Le journal comptable');
    expect(await e.t.db.$count(lessons, eq(lessons.courseId, course.id))).toBe(1);

    // Back to the admin dashboard.
    await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
    await page.waitForURL('**/admin/dashboard');
    const edited = page.getByRole('listitem').filter({ hasText: 'Comptabilité de base (revu)' });
    await edited.waitFor();

    // Supprimer, after the spec's question.
    await edited.getByRole('button', { name: /Supprimer/ }).click();
    await visibleText(page, 'Êtes-vous sûr de vouloir supprimer ce cours ?');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    await visibleText(page, 'Cours supprimé');
    await edited.waitFor({ state: 'detached' });
    expect(await e.t.db.$count(courses, eq(courses.id, course.id))).toBe(0);
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('changes a user’s role from the users tab, kept in the address', async () => {
    const student = await insertUser(e.t.db, 'student', 'Joseph Kalala', {
      bio: 'Étudiant en gestion',
    });
    const { page, context, consoleErrors } = await openAsAdmin('/admin/dashboard');
    await tab(page, /^Utilisateurs/).click();
    await page.waitForURL('**/admin/dashboard?onglet=utilisateurs');
    await page.getByRole('searchbox', { name: 'Rechercher par nom ou email' }).fill('Kalala');
    const item = page.getByRole('listitem').filter({ hasText: 'Joseph Kalala' });
    await item.getByText('Étudiant en gestion').waitFor();
    await item.getByText(student.email).waitFor();
    await item.getByLabel(/Rôle/).selectOption('instructor');
    // Asked first, as a suspension is (admin-roles.spec.ts covers cancelling).
    await page.getByRole('alertdialog').getByRole('button', { name: 'Changer le rôle' }).click();
    await visibleText(page, 'Rôle modifié : Joseph Kalala est Formateur');
    const [row] = await e.t.db.select().from(users).where(eq(users.id, student.id));
    expect(row!.role).toBe('instructor');
    await expectAxeClean(page, 'admin dashboard, users tab');

    // The tab survives a reload.
    await page.reload();
    await expect.poll(() => tab(page, /^Utilisateurs/).getAttribute('aria-selected')).toBe('true');
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('asks the server once the admin stops typing in the search box', async () => {
    await insertUser(e.t.db, 'student', 'Ruth Mbuyi');
    const { page, context, consoleErrors } = await e.newPage();
    // The page's clock is ours: the pause is checked by moving it, not by waiting.
    await page.clock.install();
    await signInNewAdmin(page, e.t.db, ADMIN);
    await page.goto('/admin/dashboard?onglet=utilisateurs');
    const search = page.getByRole('searchbox', { name: 'Rechercher par nom ou email' });
    await search.waitFor();
    const searches: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/admin/users' && url.searchParams.get('q'))
        searches.push(url.searchParams.get('q')!);
    });
    await page.clock.pauseAt(Date.now() + 60_000);

    await search.pressSequentially('Mbuyi');
    await page.clock.runFor(SEARCH_PAUSE_MS - 1);
    expect(searches).toEqual([]);
    const asked = page.waitForRequest((r) => r.url().includes('q=Mbuyi'));
    await page.clock.runFor(1);
    await asked;
    await page.getByRole('listitem').filter({ hasText: 'Ruth Mbuyi' }).waitFor();
    // One request for the whole word, none for "M", "Mb"…
    expect(searches).toEqual(['Mbuyi']);
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('opens the internships page from its card, and fits a phone', async () => {
    const { page, context, consoleErrors } = await openAsAdmin('/admin/dashboard', { phone: true });
    await visibleText(page, 'Dashboard Administrateur');
    await page.getByRole('region', { name: 'Statistiques' }).getByText('Inscriptions').waitFor();
    await expectNoHorizontalOverflow(page, 'admin dashboard on a phone');
    await expectAxeClean(page, 'admin dashboard on a phone');
    await tab(page, /^Utilisateurs/).click();
    await page.getByRole('list', { name: 'Utilisateurs' }).waitFor();
    await expectNoHorizontalOverflow(page, 'admin users tab on a phone');
    await page.getByRole('link', { name: /Demandes de stage/ }).click();
    await page.waitForURL('**/admin/internships');
    await expectNoHorizontalOverflow(page, 'admin internships on a phone');
    await closeWithoutErrors({ context, consoleErrors });
  });
});
