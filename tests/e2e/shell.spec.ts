import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useE2E } from './harness.ts';
import { signIn as signInAs } from './page-helpers.ts';

let account: { email: string; password: string };
const e = useE2E(async () => {
  account = await e.register('student', 'christelle Bope');
});

const signIn = (page: Page) => signInAs(page, account.email, account.password);

describe('the application shell', () => {
  it('shows the signed-out header with sign-in and sign-up links and no navigation', async () => {
    const { page, context } = await e.newPage();
    await page.goto('/');
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Connexion' }).waitFor();
    expect(await header.getByRole('link', { name: "S'inscrire" }).count()).toBe(1);
    expect(await header.getByRole('link', { name: 'Cours en Direct' }).count()).toBe(0);
    expect(await header.getByRole('search').count()).toBe(0);
    await context.close();
  });

  it('gives signed-in users the navigation, the search and the account menu', async () => {
    const { page, context } = await e.newPage();
    await signIn(page);
    const header = page.locator('header');
    const nav = [
      ['Catalogue', '/catalog'],
      ['Cours en Direct', '/live-classes'],
      ['Certifications', '/certifications'],
      ['Stages', '/internships'],
      ['Packages Formation', '/training-packages'],
      ['Abonnements', '/subscriptions'],
    ] as const;
    for (const [label, href] of nav) {
      const link = header.getByRole('link', { name: label, exact: true });
      expect(await link.getAttribute('href'), label).toBe(href);
    }
    expect(
      await header
        .getByRole('link', { name: 'Catalogue', exact: true })
        .getAttribute('aria-current'),
    ).toBe('page');
    await header.getByRole('link', { name: 'Stages', exact: true }).click();
    await page.waitForURL('**/internships');
    expect(
      await header.getByRole('link', { name: 'Stages', exact: true }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      await header
        .getByRole('link', { name: 'Catalogue', exact: true })
        .getAttribute('aria-current'),
    ).toBeNull();

    // Blank searches stay put; a term opens the catalogue with `search` set.
    const search = header.getByPlaceholder('Rechercher des cours...');
    await search.fill('   ');
    await search.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/internships');
    await search.fill('développement web');
    await search.press('Enter');
    await page.waitForURL((url) => url.pathname === '/catalog');
    expect(new URL(page.url()).searchParams.get('search')).toBe('développement web');

    // Avatar: first letter of the name, upper case; the menu leads to the dashboard and settings.
    const menu = header.getByRole('button', { name: 'Menu du compte' });
    expect((await menu.innerText()).trim()).toBe('C');
    await menu.click();
    expect(await page.getByRole('menuitem', { name: 'Dashboard' }).getAttribute('href')).toBe(
      '/student/dashboard',
    );
    await page.getByRole('menuitem', { name: 'Paramètres' }).click();
    await page.waitForURL('**/settings');
    await context.close();
  });

  it('shows "Chargement..." on a guarded page while the session is being checked', async () => {
    const { page, context } = await e.newPage();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/settings');
    await page.getByText('Chargement...', { exact: true }).waitFor();
    release();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('shows one toast at a time, reachable with F8', async () => {
    const { page, context } = await e.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('inconnu@exemple.cd');
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' }).locator('li');
    await toasts.first().waitFor();
    const second = page.waitForResponse((r) => r.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await second;
    // The form is ready again once the refusal has been shown.
    await page
      .getByRole('button', { name: 'Se connecter' })
      .and(page.locator(':enabled'))
      .waitFor();
    expect(await toasts.count()).toBe(1);
    await page.keyboard.press('F8');
    const focused = await page.evaluate(
      () => document.activeElement?.closest('[role=region]')?.getAttribute('aria-label') ?? null,
    );
    expect(focused).toBe('Notifications (F8)');
    await context.close();
  });

  it('documents the API at /api/docs, every endpoint with its access', async () => {
    const { page, context, consoleErrors } = await e.newPage();
    await page.goto('/api/docs');
    await page.getByRole('heading', { name: /Kelasi API/ }).waitFor();
    await page.getByText('/api/courses/{id}/quizzes').first().waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
