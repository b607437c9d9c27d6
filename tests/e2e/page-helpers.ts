import { expect } from 'vitest';
import {
  request,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import type { Db } from '../../src/server/db/client.ts';
import { createUser, DEFAULT_PASSWORD } from '../../src/server/db/factories/accounts.ts';
import type { E2E } from './harness.ts';

export const PASSWORD = 'motdepasse1';

let counter = 0;
/** A unique email per call, so specs never collide. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}.${++counter}@exemple.cd`;

/** Creates an account through the API (faster than the form, which the accounts spec covers). */
export async function registerAccount(
  baseUrl: string,
  role: 'student' | 'instructor',
  name: string,
) {
  const email = uniqueEmail(role);
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: PASSWORD, role }),
  });
  expect(res.status).toBe(201);
  const user = (await res.json()) as { id: string };
  return { id: user.id, email, password: PASSWORD };
}

/**
 * Signs in by having the browser context receive the session cookie from the API (the sign-in
 * form has its own specs in accounts.spec.ts), then opens the catalogue, where the form leads.
 */
export async function signIn(page: Page, email: string, password: string) {
  // The context's request client shares its cookie jar with the pages.
  const res = await page.request.post('/api/auth/login', { data: { email, password } });
  expect(res.status()).toBe(200);
  await page.goto('/catalog');
  await appStarted(page);
}

/**
 * Waits until the app has taken over the server-rendered page (its code arrives after the first
 * paint): a click before that is held and made again, a hover is not.
 */
export async function appStarted(page: Page) {
  await page.waitForFunction(() => window.kelasiReplayTaps !== undefined);
}

/** A new browser page signed in as `account` (see signIn), then opened at `path`. */
export async function openSignedIn(
  e: Pick<E2E, 'newPage'>,
  account: { email: string; password: string },
  path: string,
  options?: { phone?: boolean },
) {
  const opened = await e.newPage(options);
  await signIn(opened.page, account.email, account.password);
  await opened.page.goto(path);
  return opened;
}

/** The page logged no error while it was open; then its context is closed. */
export async function closeWithoutErrors(opened: {
  context: BrowserContext;
  consoleErrors: string[];
}) {
  expect(opened.consoleErrors).toEqual([]);
  await opened.context.close();
}

export async function visibleText(scope: Page | Locator, text: string | RegExp) {
  await scope
    .getByText(text, { exact: typeof text === 'string' })
    .first()
    .waitFor();
}

/** The page fits the screen width: nothing scrolls sideways. */
export async function expectNoHorizontalOverflow(page: Page, where: string) {
  const overflow = await page.evaluate(() => {
    const root = document.getElementById('root')!;
    root.style.overflowX = 'visible';
    const widest = document.documentElement.scrollWidth;
    root.style.overflowX = '';
    return widest - document.documentElement.clientWidth;
  });
  expect(overflow, where).toBeLessThanOrEqual(0);
}

export async function expectAxeClean(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${where}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

/** The list item (a card of an offer page) whose heading is `name`. */
export const listItemWithHeading = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });

/** An API client signed in as `account` through the real login call. Dispose of it when done. */
async function signedInApi(baseUrl: string, account: { email: string; password: string }) {
  const api = await request.newContext({ baseURL: baseUrl });
  const login = await api.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.status()).toBe(200);
  return api;
}

/** Runs `use` with an API client signed in as `account`, and disposes of the client after. */
export async function withSignedInApi<T>(
  baseUrl: string,
  account: { email: string; password: string },
  use: (api: APIRequestContext) => Promise<T>,
): Promise<T> {
  const api = await signedInApi(baseUrl, account);
  try {
    return await use(api);
  } finally {
    await api.dispose();
  }
}

/**
 * An API client signed in as a new admin, for the decisions whose admin screens come with the
 * admin issue. Dispose of it when done.
 */
export async function signedInAdminApi(
  e: { t: { db: Db }; baseUrl: string },
  name?: string,
): Promise<APIRequestContext> {
  const admin = await createUser(e.t.db, {
    email: uniqueEmail('admin'),
    role: 'admin',
    ...(name ? { name } : {}),
  });
  return signedInApi(e.baseUrl, { email: admin.email, password: DEFAULT_PASSWORD });
}

/** Creates an admin in the database (the register form offers no such role) and signs the page in. */
export async function signInNewAdmin(page: Page, db: Db, name: string) {
  const admin = await insertUser(db, 'admin', name);
  await signIn(page, admin.email, DEFAULT_PASSWORD);
  return admin;
}

/** A new browser page signed in as a new admin called `name`, then opened at `path`. */
export async function openAsNewAdmin(
  e: Pick<E2E, 'newPage' | 't'>,
  name: string,
  path: string,
  options?: { phone?: boolean },
) {
  const opened = await e.newPage(options);
  await signInNewAdmin(opened.page, e.t.db, name);
  await opened.page.goto(path);
  return opened;
}

/**
 * A user written straight into the database (admins too, whom the register form cannot make),
 * with a unique email (password DEFAULT_PASSWORD).
 */
export function insertUser(
  db: Db,
  role: 'student' | 'instructor' | 'admin',
  name: string,
  extra: { bio?: string } = {},
) {
  return createUser(db, { email: uniqueEmail(role), name, role, ...extra });
}

/** A move inside the single-page app (no reload), as a click on one of its links does. */
export async function spaNavigate(page: Page, path: string) {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** On the learning screen, waits for the lesson, marks it done and waits for the check mark. */
export async function markLessonDone(page: Page, title: string) {
  await page.getByRole('heading', { name: title, level: 2 }).waitFor();
  await page.getByRole('button', { name: 'Marquer comme terminé' }).click();
  await page
    .locator('nav[aria-label="Navigation entre les leçons"]')
    .getByText('Leçon complétée')
    .waitFor();
}

/** The API requests the page makes from now on. */
export function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(url.pathname + url.search);
  });
  return seen;
}
