/**
 * A first visit to /catalog on a phone, as a newcomer pays for it: the production app with the
 * demo data and the built client, a fresh Chromium profile (nothing cached), a 360×740 screen.
 * Counts the requests to our server and the bytes they cost on the wire (headers included),
 * and checks them against budgets; exits non-zero when one is missed.
 */
import path from 'node:path';
import { access } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { seedIfEmpty } from '../src/server/db/seed/index.ts';
import { findChromium } from '../tests/e2e/chromium-path.ts';

const BUDGET = {
  /**
   * Requests to our server until the catalogue is shown and the network is idle (was 34, then
   * 14; the server-rendered page brings its data, so no API call is left).
   */
  requests: 11,
  /**
   * Everything received from our server, compressed, headers included (was 183 Ko, then 180;
   * 160.5 with the server-rendered page and the build's best-quality brotli).
   */
  kilobytes: 165,
  /** Response headers of one hashed file, script or style (was 1,066 bytes). */
  assetHeaderBytes: 400,
};

const clientDir = path.resolve('dist/client');
await access(path.join(clientDir, 'index.html')).catch(() => {
  console.error('dist/client manque : lancez `npm run build` avant ce banc');
  process.exit(1);
});
const executablePath = findChromium();
if (!executablePath) {
  console.error('Chromium introuvable : sudo apt-get install -y chromium');
  process.exit(1);
}

const database = await openDatabase({ dataDir: 'memory://' });
await seedIfEmpty(database.db);
const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' });
const app = await buildApp({
  config: { ...config, clientDir },
  database,
  logger: false,
  serveClient: true,
});
const base = (await app.listen({ host: '127.0.0.1', port: 0 })).replace('[::1]', '127.0.0.1');

const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
interface Fetched {
  url: string;
  bytes: number;
  headerBytes: number;
}
const fetched = new Map<string, Fetched>();
try {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    locale: 'fr-FR',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.startsWith(base))
      fetched.set(e.requestId, { url: e.request.url.slice(base.length), bytes: 0, headerBytes: 0 });
  });
  cdp.on('Network.responseReceivedExtraInfo', (e) => {
    const entry = fetched.get(e.requestId);
    if (entry) entry.headerBytes = Buffer.byteLength(e.headersText ?? '');
  });
  cdp.on('Network.loadingFinished', (e) => {
    const entry = fetched.get(e.requestId);
    if (entry) entry.bytes = e.encodedDataLength;
  });
  await page.goto(`${base}/catalog`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await context.close();
} finally {
  await browser.close();
  await app.close();
  await database.close();
}

const rows = [...fetched.values()];
const total = rows.reduce((sum, r) => sum + r.bytes, 0);
const isAsset = (url: string) => url.startsWith('/assets/');
const worstAsset = rows
  .filter((r) => isAsset(r.url))
  .sort((a, b) => b.headerBytes - a.headerBytes)[0];
console.table(
  rows.map((r) => ({
    fichier: r.url.slice(0, 60),
    octets: r.bytes,
    'dont en-têtes': r.headerBytes,
  })),
);
const checks = [
  {
    mesure: 'requêtes (première visite de /catalog)',
    valeur: rows.length,
    budget: BUDGET.requests,
  },
  {
    mesure: 'Ko reçus (compressés, en-têtes compris)',
    valeur: Math.round(total / 102.4) / 10,
    budget: BUDGET.kilobytes,
  },
  {
    mesure: `octets d'en-têtes du plus lourd fichier haché (${worstAsset?.url ?? '—'})`,
    valeur: worstAsset?.headerBytes ?? 0,
    budget: BUDGET.assetHeaderBytes,
  },
];
console.table(checks.map((c) => ({ ...c, ok: c.valeur <= c.budget ? 'oui' : 'NON' })));
const missed = checks.filter((c) => c.valeur > c.budget);
if (missed.length) {
  console.error(`Première visite : ${missed.length} budget(s) dépassé(s)`);
  process.exit(1);
}
console.log('Première visite : tous les budgets tenus');
