import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { useE2E } from './harness.ts';
import { appStarted } from './page-helpers.ts';

const e = useE2E();

let n = 0;
const email = (p: string) => `${p}.${Date.now().toString(36)}.${++n}@exemple.cd`;

async function createAccount(role: 'student' | 'instructor' = 'student', password = 'motdepasse1') {
  const address = email(role);
  const res = await fetch(`${e.baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: role === 'student' ? 'Esther Mwamba' : 'Joseph Kalala',
      email: address,
      password,
      role,
    }),
  });
  expect(res.status).toBe(201);
  return { email: address, password };
}

async function signIn(page: Page, address: string, password: string) {
  await page.goto('/login');
  await signInWithForm(page, address, password, '/catalog');
}

/** Fills the sign-in form on the page already open and waits for the page it leads to. */
async function signInWithForm(page: Page, address: string, password: string, landing: string) {
  await page.getByLabel('Email').fill(address);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname === landing);
}

async function visibleText(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
}

describe('accounts in the browser', () => {
  it('registers after showing the validation errors, then signs out and in again', async () => {
    const { page, context, consoleErrors } = await e.newPage();
    await page.goto('/register');
    await visibleText(page, 'Inscription');
    await visibleText(page, 'Créer un compte');
    await page.getByRole('button', { name: "S'inscrire" }).last().click();
    await visibleText(page, 'Le nom doit contenir au moins 2 caractères');
    await visibleText(page, 'Email invalide');
    await visibleText(page, 'Le mot de passe doit contenir au moins 6 caractères');
    // The first invalid field gets the focus.
    expect(
      await page.getByLabel('Nom complet').evaluate((el) => el === document.activeElement),
    ).toBe(true);

    const address = email('nouveau');
    await page.getByLabel('Nom complet').fill('Bénédicte Kapinga');
    await page.getByLabel('Email').fill(address);
    await page.getByLabel('Mot de passe', { exact: true }).fill('secret12');
    await page.getByLabel('Confirmer le mot de passe').fill('secret13');
    await page.getByRole('button', { name: "S'inscrire" }).last().click();
    await visibleText(page, 'Les mots de passe ne correspondent pas');
    await page.getByLabel('Confirmer le mot de passe').fill('secret12');
    await page.getByRole('button', { name: "S'inscrire" }).last().click();
    await page.waitForURL('**/catalog');
    await visibleText(page, 'Inscription réussie');

    // Signed in: the account menu shows the name, email and role badge.
    await page.getByRole('button', { name: 'Menu du compte' }).click();
    await visibleText(page, 'Bénédicte Kapinga');
    await visibleText(page, address);
    await visibleText(page, 'Étudiant');
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Connexion' }).first().waitFor();
    expect((await context.cookies()).find((c) => c.name === 'kelasi_sid')).toBeUndefined();

    await signIn(page, address, 'secret12');
    await visibleText(page, 'Connexion réussie');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the server message when sign-in fails and keeps the form', async () => {
    const { page, context } = await e.newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill('personne@exemple.cd');
    await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await visibleText(page, 'Erreur de connexion');
    await visibleText(page, 'Email ou mot de passe incorrect');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByLabel('Email').inputValue()).toBe('personne@exemple.cd');
    await context.close();
  });

  it('returns after signing in to the page that asked for it, and only to a page of ours', async () => {
    const student = await createAccount('student');
    const { page, context } = await e.newPage();
    await page.goto('/settings?onglet=profil');
    await page.waitForURL((url) => url.pathname === '/login');
    await signInWithForm(page, student.email, student.password, '/settings');
    expect(new URL(page.url()).search).toBe('?onglet=profil');
    await context.close();

    for (const next of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const other = await e.newPage();
      await other.page.goto(`/login?next=${encodeURIComponent(next)}`);
      await signInWithForm(other.page, student.email, student.password, '/catalog');
      expect(new URL(other.page.url()).host).toBe(new URL(e.baseUrl).host);
      await other.context.close();
    }
  });

  it('guards routes: sign-in required, wrong role sent home', async () => {
    const { page, context } = await e.newPage();
    await page.goto('/student/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await page.goto('/settings');
    await page.waitForURL((url) => url.pathname === '/login');
    const student = await createAccount('student');
    await signIn(page, student.email, student.password);
    await page.goto('/instructor/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/student/dashboard');
    await page.getByRole('heading', { name: 'Tableau de bord étudiant' }).waitFor();
    await context.close();
  });

  it('keeps the chosen theme across a reload', async () => {
    const { page, context } = await e.newPage();
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      false,
    );
    // A tap before the app's code has arrived is made again once it has (early-taps.ts); this
    // test reads the page right after its tap.
    await appStarted(page);
    await page.getByRole('button', { name: 'Changer de thème' }).first().click();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    // Before any of the app's code: the page's own inline script, allowed by its hash, applies
    // the theme (no light flash). Without the app's files, only that script can have done it.
    const refused: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy/.test(msg.text())) refused.push(msg.text());
    });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    expect(
      await page.evaluate(() =>
        document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
      ),
    ).toBe('#141110');
    expect(refused).toEqual([]);
    await context.close();
  });

  it('changes the password from the settings page', async () => {
    const account = await createAccount('instructor');
    const { page, context } = await e.newPage();
    await signIn(page, account.email, account.password);
    await page.goto('/settings');
    await visibleText(page, account.email);
    await visibleText(page, 'Formateur');
    await page.getByRole('button', { name: /modifier le mot de passe/i }).click();
    await visibleText(page, 'Le mot de passe actuel est requis');
    await page.getByLabel('Mot de passe actuel').fill(account.password);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('change-1234');
    await page.getByLabel('Confirmer le nouveau mot de passe').fill('change-1234');
    await page.getByRole('button', { name: /modifier le mot de passe/i }).click();
    await visibleText(page, 'Votre mot de passe a été modifié avec succès');
    await context.close();

    const again = await e.newPage();
    await signIn(again.page, account.email, 'change-1234');
    await again.context.close();
  });

  it('resets a forgotten password through the mailed link', async () => {
    const account = await createAccount('student');
    const { page, context } = await e.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: /mot de passe oublié/i }).click();
    await page.waitForURL('**/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: /envoyer/i }).click();
    await page
      .getByText(/24 heures/)
      .first()
      .waitFor();

    const mail = await e.latestMailTo(account.email);
    const link = /\/reset-password\?token=[A-Za-z0-9_%-]+/.exec(mail.text)![0];
    await page.goto(link);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('oublie-123');
    await page.getByLabel('Confirmer le mot de passe').fill('oublie-123');
    await page.getByRole('button', { name: /réinitialiser/i }).click();
    await page.waitForURL('**/login', { timeout: 10_000 });
    await signIn(page, account.email, 'oublie-123');

    // The same link cannot be used twice.
    await page.goto(link);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('encore-123');
    await page.getByLabel('Confirmer le mot de passe').fill('encore-123');
    await page.getByRole('button', { name: /réinitialiser/i }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Ce lien de réinitialisation est invalide ou a expiré' })
      .waitFor();
    await context.close();
  });

  it('says the reset link is invalid without a token, and shows the English 404 page', async () => {
    const { page, context } = await e.newPage();
    await page.goto('/reset-password');
    await visibleText(page, 'Lien invalide');
    await page.goto('/cette-page-nexiste-pas');
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    await context.close();
  });

  it('fits a 360 px phone screen without sideways scrolling', async () => {
    const { page, context } = await e.newPage({ phone: true });
    for (const path of ['/', '/login', '/register', '/forgot-password']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it('has no accessibility violations on the account pages', async () => {
    const { page, context } = await e.newPage();
    for (const path of [
      '/',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?token=abc',
    ]) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${path}: ${v.id}`)).toEqual([]);
    }
    await context.close();
  });
});
