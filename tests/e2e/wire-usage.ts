/**
 * What a visit costs on the wire, as Chromium's network log tells it: each request to our
 * server with its bytes received (compressed, headers included) and whether it came from the
 * browser's cache. Shared by the end-to-end budgets test and `npm run bench` (first-visit.ts).
 */
import type { BrowserContext, Page } from 'playwright-core';

export interface Fetched {
  url: string;
  bytes: number;
  headerBytes: number;
  fromCache: boolean;
}

/** Budgets a learner's phone pays, checked by the tests and the bench. */
export const WIRE_BUDGETS = {
  /** A first visit to /catalog, nothing cached: every request to our server. */
  firstVisitRequests: 8,
  /** The same visit in KiB on the wire: the level reached (the 100 needs more than React's own 57: docs/decisions/0020-first-visit-bytes-floor.md). */
  firstVisitKib: 125,
  /** From the catalogue to a course page, in the app: its code and its data. */
  toCourseKib: 15,
} as const;

const settleChecks = 3;

export async function recordWire(context: BrowserContext, page: Page, base: string) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let fetched = new Map<string, Fetched>();
  const pending = new Set<string>();
  const ours = (url: string) => url.startsWith(base);
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!ours(e.request.url)) return;
    pending.add(e.requestId);
    fetched.set(e.requestId, {
      url: e.request.url.slice(base.length),
      bytes: 0,
      headerBytes: 0,
      fromCache: false,
    });
  });
  cdp.on('Network.requestServedFromCache', (e) => {
    const entry = fetched.get(e.requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on('Network.responseReceived', (e) => {
    const entry = fetched.get(e.requestId);
    if (entry && (e.response.fromDiskCache || e.response.fromPrefetchCache)) entry.fromCache = true;
  });
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    const entry = fetched.get(e.requestId);
    if (entry) entry.headerBytes = Buffer.byteLength(e.headersText ?? '');
  });
  cdp.on('Network.loadingFinished', (e) => {
    pending.delete(e.requestId);
    const entry = fetched.get(e.requestId);
    if (entry) entry.bytes = e.encodedDataLength;
  });
  cdp.on('Network.loadingFailed', (e) => pending.delete(e.requestId));

  return {
    /** Waits until no request of ours is under way, a few looks in a row (lazy code, data). */
    async settled() {
      for (let quiet = 0; quiet < settleChecks;) {
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        await page.waitForLoadState('networkidle');
        quiet = pending.size === 0 ? quiet + 1 : 0;
      }
    },
    /** What was fetched since the last call. */
    take(): Fetched[] {
      const rows = [...fetched.values()];
      fetched = new Map();
      return rows;
    },
  };
}

/** KiB received, one decimal. */
export const kibOf = (rows: readonly Fetched[]) =>
  Math.round(rows.reduce((sum, r) => sum + r.bytes, 0) / 102.4) / 10;

/** The app's own code fetched from the network (not from the browser's cache). */
export const appCodeDownloaded = (rows: readonly Fetched[]) =>
  rows.filter((r) => r.url.startsWith('/assets/') && !r.fromCache && r.bytes > 0);

/** The app's code fetched from the network again, though an earlier visit had downloaded it. */
export const appCodeDownloadedAgain = (rows: readonly Fetched[], earlier: readonly Fetched[]) => {
  const had = new Set(earlier.map((r) => r.url));
  return appCodeDownloaded(rows).filter((r) => had.has(r.url));
};
