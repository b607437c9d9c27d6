import { describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../../src/server/db/seed/index.ts';
import { useE2E } from './harness.ts';
import {
  appCodeDownloaded,
  appCodeDownloadedAgain,
  kibOf,
  recordWire,
  WIRE_BUDGETS,
} from './wire-usage.ts';

/**
 * What the academy costs a newcomer's phone on the wire, with the demo catalogue: counts of
 * requests and bytes are stable, so they are checked here (timings only in `npm run bench`).
 */
const e = useE2E(async () => {
  await seedIfEmpty(e.t.db);
});

describe('bytes and requests on a phone', () => {
  it('a first visit to the catalogue, then a course, then a return, stay within their budgets', async () => {
    const { context, page, consoleErrors } = await e.newPage({ phone: true });
    const wire = await recordWire(context, page, e.baseUrl);

    await page.goto('/catalog');
    await page.getByRole('heading', { level: 1, name: 'Catalogue des cours' }).waitFor();
    await wire.settled();
    const firstVisit = wire.take();
    const summary = firstVisit.map((r) => `${r.url} ${r.bytes}`).join('\n');
    expect(firstVisit.length, summary).toBeLessThanOrEqual(WIRE_BUDGETS.firstVisitRequests);
    expect(kibOf(firstVisit), summary).toBeLessThanOrEqual(WIRE_BUDGETS.firstVisitKib);
    // The page came with its data and knew who was there: no API call at all.
    expect(firstVisit.filter((r) => r.url.startsWith('/api/'))).toEqual([]);

    const card = page.locator('a[href^="/course/"]').first();
    const title = (await card.innerText()).split('\n')[0]!.trim();
    await card.click();
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await wire.settled();
    const toCourse = wire.take();
    expect(
      kibOf(toCourse),
      toCourse.map((r) => `${r.url} ${r.bytes}`).join('\n'),
    ).toBeLessThanOrEqual(WIRE_BUDGETS.toCourseKib);

    // Another day, the same phone: the page again, none of the app's code.
    const again = await context.newPage();
    const wireAgain = await recordWire(context, again, e.baseUrl);
    await again.goto('/catalog');
    await again.getByRole('heading', { level: 1, name: 'Catalogue des cours' }).waitFor();
    await wireAgain.settled();
    const repeat = wireAgain.take();
    expect(repeat.some((r) => r.url.startsWith('/assets/'))).toBe(true);
    expect(appCodeDownloadedAgain(repeat, [...firstVisit, ...toCourse])).toEqual([]);
    // What is new is the offline app's registration, which a second visit sets up.
    expect(appCodeDownloaded(repeat).map((r) => r.url)).toEqual([
      expect.stringMatching(/^\/assets\/offline-app-worker-[\w-]+\.js$/),
    ]);

    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
