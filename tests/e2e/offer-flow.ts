import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Db } from '../../src/server/db/client.ts';
import type { E2E } from './harness.ts';
import {
  expectNoHorizontalOverflow,
  openSignedIn,
  signedInAdminApi,
  visibleText,
} from './page-helpers.ts';

/**
 * The flow the offer pages share (packages, subscriptions, training packages): a signed-in
 * student sends a request from the offer's dialog on a phone, and an admin confirms it.
 */

/** A phone signed in as `account`, on the offer page `path`, with the dialog of `button` open. */
export async function openRequestDialogOnPhone(
  e: Pick<E2E, 'newPage'>,
  account: { email: string; password: string },
  path: string,
  button: string,
) {
  const opened = await openSignedIn(e, account, path, { phone: true });
  await opened.page.getByRole('button', { name: button }).click();
  return { ...opened, dialog: opened.page.getByRole('dialog') };
}

/**
 * Sends a purchase or quote dialog ("Envoyer la demande") once it fits the phone's screen, and
 * waits for the toast that says it went.
 */
export async function sendRequestOnPhone(page: Page, dialog: Locator, where: string) {
  await expectNoHorizontalOverflow(page, where);
  await dialog.getByRole('button', { name: 'Envoyer la demande' }).click();
  await visibleText(page, 'Demande envoyée');
}

/**
 * A new admin confirms, through the API, what the page's user asked for (`path`: the decision's
 * PUT address; the admin screens have specs of their own), then the user's page reloads to show
 * what the confirmation opened.
 */
export async function confirmAsAdmin(
  e: { t: { db: Db }; baseUrl: string },
  page: Page,
  path: string,
) {
  const adminApi = await signedInAdminApi(e);
  const decided = await adminApi.put(path, { data: { status: 'confirmed' } });
  expect(decided.ok()).toBe(true);
  await adminApi.dispose();
  await page.reload();
}
