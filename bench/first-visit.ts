/**
 * A first visit to /catalog on a phone, as a newcomer pays for it: the production app with the
 * demo data and the built client, a fresh Chromium profile (nothing cached), a 360×740 screen.
 * Counts the requests to our server and the bytes they cost on the wire (headers included),
 * then the move to a course page, then a repeat visit; checks them against budgets and exits
 * non-zero when one is missed.
 */
import { chromium } from 'playwright-core';
import { findChromium } from '../tests/e2e/chromium-path.ts';
import { startDemoSite } from './demo-site.ts';
import {
  appCodeDownloadedAgain,
  kibOf,
  recordWire,
  WIRE_BUDGETS,
  type Fetched,
} from '../tests/e2e/wire-usage.ts';

/**
 * The budgets, as the end-to-end test holds them (tests/e2e/wire-usage.ts). Requests were 34,
 * then 14, then 11, now 8; kibibytes 183, 180, 160.6, 139, now 124.
 */
const BUDGET = {
  /** Requests to our server until the catalogue is shown and the network is idle. */
  requests: WIRE_BUDGETS.firstVisitRequests,
  /**
   * Everything received from our server, compressed, headers included: the level reached. The
   * issue's goal of 100 is out of reach with React (decision 0020), printed beside it.
   */
  kibibytes: WIRE_BUDGETS.firstVisitKib,
  /** From the catalogue to a course page, in the app. */
  toCourseKibibytes: WIRE_BUDGETS.toCourseKib,
  /** The app's code downloaded again on a repeat visit. */
  repeatAppFiles: 0,
  /** Response headers of one hashed file, script or style (was 1,066 bytes). */
  assetHeaderBytes: 400,
};

/** Issue 29's goal for the first visit, in KiB. */
const ISSUE_GOAL_KIB = 100;

const executablePath = findChromium();
if (!executablePath) {
  console.error('Chromium introuvable : sudo apt-get install -y chromium');
  process.exit(1);
}

const site = await startDemoSite();
const base = site.base;

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
let firstVisit: Fetched[] = [];
let toCourse: Fetched[] = [];
let repeat: Fetched[] = [];
try {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  const wire = await recordWire(context, page, base);
  await page.goto(`${base}/catalog`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await wire.settled();
  firstVisit = wire.take();

  await page.locator('a[href^="/course/"]').first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/course/'));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await wire.settled();
  toCourse = wire.take();

  const again = await context.newPage();
  const wireAgain = await recordWire(context, again, base);
  await again.goto(`${base}/catalog`);
  await again.getByRole('heading', { level: 1 }).first().waitFor();
  await wireAgain.settled();
  repeat = wireAgain.take();
  await context.close();
} finally {
  await browser.close();
  await site.close();
}

const rows = firstVisit;
const isAsset = (url: string) => url.startsWith('/assets/');
const worstAsset = rows
  .filter((r) => isAsset(r.url))
  .sort((a, b) => b.headerBytes - a.headerBytes)[0];
const table = (fetched: Fetched[]) =>
  console.table(
    fetched.map((r) => ({
      fichier: r.url.slice(0, 60),
      octets: r.bytes,
      'dont en-têtes': r.headerBytes,
    })),
  );
console.log('Première visite de /catalog :');
table(rows);
console.log('Du catalogue à une page de cours :');
table(toCourse);
const checks = [
  {
    mesure: 'requêtes (première visite de /catalog)',
    valeur: rows.length,
    budget: BUDGET.requests,
  },
  {
    mesure: 'Kio reçus (compressés, en-têtes compris)',
    valeur: kibOf(rows),
    budget: BUDGET.kibibytes,
  },
  {
    mesure: 'Kio du catalogue à une page de cours',
    valeur: kibOf(toCourse),
    budget: BUDGET.toCourseKibibytes,
  },
  {
    mesure: "fichiers de l'app téléchargés à nouveau (visite suivante)",
    valeur: appCodeDownloadedAgain(repeat, [...firstVisit, ...toCourse]).length,
    budget: BUDGET.repeatAppFiles,
  },
  {
    mesure: `octets d'en-têtes du plus lourd fichier haché (${worstAsset?.url ?? '—'})`,
    valeur: worstAsset?.headerBytes ?? 0,
    budget: BUDGET.assetHeaderBytes,
  },
];
console.table(checks.map((c) => ({ ...c, ok: c.valeur <= c.budget ? 'oui' : 'NON' })));
console.log(
  `Objectif de l'issue pour la première visite : ${ISSUE_GOAL_KIB} Kio, ${
    kibOf(rows) <= ISSUE_GOAL_KIB ? 'tenu' : 'non tenu (React seul en pèse 57 : décision 0020)'
  }`,
);
const missed = checks.filter((c) => c.valeur > c.budget);
if (missed.length) {
  console.error(`Première visite : ${missed.length} budget(s) dépassé(s)`);
  process.exit(1);
}
console.log('Première visite : tous les budgets tenus');
