/**
 * Lighthouse's mobile performance audit of the pages a newcomer lands on (the landing page, the
 * catalogue and a course), on the production app with the demo data: its simulated slow 4G and
 * slow phone, under which the data arrives well after the first paint. Five runs per page, as
 * the score moves from run to run with the machine's load; the median is printed. Exits non-zero
 * when a goal is missed. Skipped when Chromium is absent.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { courses } from '../src/server/db/schema/index.ts';
import { findChromium } from '../tests/e2e/chromium-path.ts';
import { startDemoSite } from './demo-site.ts';

const GOALS = { score: 98, lcpMs: 1500, cls: 0.02 };
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

const executablePath = findChromium();
if (!executablePath) {
  console.log('Lighthouse : Chromium absent, audit sauté (sudo apt-get install -y chromium)');
  process.exit(0);
}
const site = await startDemoSite();
const base = site.base;
const [course] = await site.db.select({ id: courses.id }).from(courses).limit(1);

/** Chromium with its DevTools port open, as Lighthouse drives it. */
async function launchChromium() {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'kelasi-lighthouse-'));
  const child = spawn(executablePath!, [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    'about:blank',
  ]);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.on('exit', () => reject(new Error(`Chromium s'est arrêté : ${seen}`)));
  });
  return {
    port,
    async close() {
      // Chromium writes its profile until it has exited: only then is the folder removed.
      child.kill();
      await exited;
      await rm(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const pages = [
  { page: '/', url: `${base}/` },
  { page: '/catalog', url: `${base}/catalog` },
  { page: 'un cours', url: `${base}/course/${course!.id}` },
];
const rows: { page: string; score: number; lcpMs: number; cls: number; tbtMs: number }[] = [];
const chromium = await launchChromium();
try {
  for (const { page, url } of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(url, {
        port: chromium.port,
        onlyCategories: ['performance'],
        logLevel: 'error',
        output: 'json',
      });
      const lhr = result!.lhr;
      runs.push({
        score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
        lcpMs: lhr.audits['largest-contentful-paint']!.numericValue ?? Infinity,
        cls: lhr.audits['cumulative-layout-shift']!.numericValue ?? Infinity,
        tbtMs: lhr.audits['total-blocking-time']!.numericValue ?? Infinity,
      });
    }
    rows.push({
      page,
      score: median(runs.map((r) => r.score)),
      lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
      cls: Math.round(median(runs.map((r) => r.cls)) * 1000) / 1000,
      tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
    });
  }
} finally {
  await chromium.close();
  await site.close();
}

const table = rows.map((r) => ({
  page: r.page,
  score: r.score,
  'LCP (ms)': r.lcpMs,
  CLS: r.cls,
  'TBT (ms)': r.tbtMs,
  ok: r.score >= GOALS.score && r.lcpMs <= GOALS.lcpMs && r.cls < GOALS.cls ? 'oui' : 'NON',
}));
console.log(
  `Lighthouse mobile, médiane de ${RUNS} (objectifs : score ≥ ${GOALS.score}, LCP ≤ ${GOALS.lcpMs} ms, CLS < ${GOALS.cls})`,
);
console.table(table);
const missed = table.filter((r) => r.ok === 'NON');
if (missed.length) {
  console.error(`Lighthouse : ${missed.length} page(s) sous l'objectif`);
  process.exit(1);
}
console.log('Lighthouse : objectifs tenus');
