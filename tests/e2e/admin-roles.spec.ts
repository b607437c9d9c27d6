import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { adminMessages } from '../../src/contract/admin.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { useE2E } from './harness.ts';
import {
  closeWithoutErrors,
  expectAxeClean,
  expectNoHorizontalOverflow,
  insertUser,
  openAsNewAdmin,
  visibleText,
} from './page-helpers.ts';

/**
 * Issue point 6: in the admin's users tab, a new role chosen in the list is asked about first,
 * as a suspension is; cancelling sends nothing; the server's refusal is shown in its words.
 * On a 360×740 phone (the tab fits one; the desktop layout only puts the controls in a row).
 */

const e = useE2E();

/** The users tab, searched for `name`: the person's item in the list. */
async function findUser(page: Page, name: string) {
  await page.getByRole('searchbox', { name: 'Rechercher par nom ou email' }).fill(name);
  const item = page.getByRole('listitem').filter({ hasText: name });
  await item.waitFor();
  return item;
}

const roleOf = async (id: string) =>
  (await e.t.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]!.role;

describe('changing a role from the users tab', () => {
  it('asks first: cancelling keeps the role and sends nothing, confirming applies it', async () => {
    const student = await insertUser(e.t.db, 'student', 'Grâce Mwamba');
    const { page, context, consoleErrors } = await openAsNewAdmin(
      e,
      'Admin Rôles',
      '/admin/dashboard?onglet=utilisateurs',
      { phone: true },
    );
    const roleChanges: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'PATCH' && r.url().endsWith('/role')) roleChanges.push(r.url());
    });
    const item = await findUser(page, 'Grâce Mwamba');
    const select = item.getByLabel(/Rôle/);

    // Cancelled: the list shows the role as it was, and nothing left the browser.
    await select.selectOption('instructor');
    const ask = page.getByRole('alertdialog', { name: 'Changer le rôle de ce compte ?' });
    await visibleText(ask, 'Nouveau rôle de Grâce Mwamba : Formateur (rôle actuel : Étudiant).');
    await expectNoHorizontalOverflow(page, 'role question on a phone');
    await expectAxeClean(page, 'role question on a phone');
    await ask.getByRole('button', { name: 'Annuler' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await select.inputValue()).toBe('student');
    expect(roleChanges).toEqual([]);
    expect(await roleOf(student.id)).toBe('student');

    // Confirmed: applied at once.
    await select.selectOption('instructor');
    await ask.getByRole('button', { name: 'Changer le rôle' }).click();
    await visibleText(page, 'Rôle modifié : Grâce Mwamba est Formateur');
    expect(roleChanges).toHaveLength(1);
    expect(await roleOf(student.id)).toBe('instructor');
    await item.getByText('Formateur', { exact: true }).first().waitFor();
    expect(await select.inputValue()).toBe('instructor');
    await closeWithoutErrors({ context, consoleErrors });
  });

  it('shows the server’s reason when it keeps the last active administrator', async () => {
    const other = await insertUser(e.t.db, 'admin', 'Daniel Kasongo');
    const { page, context, consoleErrors } = await openAsNewAdmin(
      e,
      'Admin Dernier',
      '/admin/dashboard?onglet=utilisateurs',
      { phone: true },
    );
    // The server says LAST_ADMIN when the other admin is the last active one, which takes two
    // admins demoting each other at the same moment (tests/api/accounts-races.test.ts); its
    // answer is played back here, as it sends it.
    await page.route('**/api/admin/users/*/role', (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        json: { code: 'LAST_ADMIN', message: adminMessages.lastAdmin },
      }),
    );
    const item = await findUser(page, 'Daniel Kasongo');
    const select = item.getByLabel(/Rôle/);
    await select.selectOption('student');
    const ask = page.getByRole('alertdialog', { name: 'Changer le rôle de ce compte ?' });
    await visibleText(ask, /Ce compte n’aura plus accès à l’administration\./);
    await ask.getByRole('button', { name: 'Changer le rôle' }).click();

    const toast = page
      .getByRole('region', { name: 'Notifications (F8)' })
      .locator('li', { hasText: adminMessages.lastAdmin });
    await toast.waitFor();
    await toast.getByText('Erreur', { exact: true }).waitFor();
    await expect.poll(() => select.inputValue()).toBe('admin');
    expect(await roleOf(other.id)).toBe('admin');
    // The browser logs the refused request; nothing else went wrong.
    expect(consoleErrors.filter((text) => !/status of 409/.test(text))).toEqual([]);
    await context.close();
  });
});
