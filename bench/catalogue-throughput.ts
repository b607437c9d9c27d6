/**
 * The catalogue at scale (issue 29, part 6), on a fresh PostgreSQL database (BENCH_DATABASE_URL,
 * default the local server) with the demo data, the production app listening on loopback.
 *
 * 1. Throughput of the catalogue screen's first request as a visitor (GET /api/courses?sort=
 *    recent&limit=24, brotli), 10 connections, against a bare `node:http` server sending the
 *    very same bytes and headers in the same run. Target: the app serves at least 70 % of it.
 * 2. With 5,000 more published courses: the latency of that page of 24 against the demo
 *    catalogue's, for a visitor (the cached answer) and for a signed-in admin (who sees drafts,
 *    so a fresh query each time), one request at a time, best median of three runs. Target: at
 *    most 1.5 times the demo's.
 *
 * The load comes from a worker thread (its own event loop, on the other core) through a
 * keep-alive `node:http` agent. Prints the measures with printTable and exits with code 1 when a
 * target is missed.
 */
import http from 'node:http';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { demoAccounts, seedIfEmpty } from '../src/server/db/seed/index.ts';
import { listenForBench, printTable, type LoadResult } from './load.ts';
import { withPostgres } from './postgres.ts';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_CATALOGUE_SECONDS ?? 4);
const ROUNDS = 5;
const LATENCY_REQUESTS = Number(process.env.BENCH_CATALOGUE_REQUESTS ?? 2000);
const ADMIN_REQUESTS = Math.ceil(LATENCY_REQUESTS / 4);
const LATENCY_RUNS = 3;
const EXTRA_COURSES = 5_000;
const SETTLE_MS = 3_000;
const TARGET_RATIO = 0.7;
const TARGET_SLOWDOWN = 1.5;
/** The catalogue screen's first request: its load key's URL (src/client/api/query-keys.ts). */
const PATH = '/api/courses?sort=recent&limit=24';
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };

/** The load generator, plain JavaScript run by a worker thread. */
const LOAD_WORKER = `
const { workerData, parentPort } = require('node:worker_threads');
const http = require('node:http');
const { performance } = require('node:perf_hooks');
const { url, headers, connections, seconds, requests } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const get = () => new Promise((resolve) => {
  const req = http.get(url, { agent, headers }, (res) => {
    res.on('data', () => {});
    res.on('end', () => resolve(res.statusCode === 200));
  });
  req.on('error', () => resolve(false));
});
(async () => {
  const until = (ms) => performance.now() + ms;
  // Warm-up: connections open, code optimised.
  const warm = until(Math.min(1000, seconds * 200));
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < warm) await get();
  }));
  const latencies = [];
  let errors = 0;
  let started = 0;
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < deadline && (requests === 0 || started < requests)) {
      started += 1;
      const s = performance.now();
      if (!(await get())) errors += 1;
      latencies.push(performance.now() - s);
    }
  }));
  const elapsed = (performance.now() - t0) / 1000;
  agent.destroy();
  parentPort.postMessage({ latencies, errors, elapsed });
})();
`;

/** Measures `url` from the worker: `connections` callers for `seconds` (or `requests` in all). */
function load(
  name: string,
  url: string,
  opts: {
    headers?: Record<string, string>;
    connections: number;
    seconds: number;
    requests?: number;
  },
): Promise<LoadResult> {
  const worker = new Worker(LOAD_WORKER, {
    eval: true,
    workerData: { url, headers: opts.headers ?? {}, requests: opts.requests ?? 0, ...opts },
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('message', (m: { latencies: number[]; errors: number; elapsed: number }) => {
      const sorted = m.latencies.sort((a, b) => a - b);
      const pct = (p: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
      void worker.terminate();
      resolve({
        name,
        requests: sorted.length,
        errors: m.errors,
        rps: sorted.length / m.elapsed,
        p50: pct(50),
        p99: pct(99),
      });
    });
  });
}

/** The run of lowest median latency among `runs`. */
async function bestOf(runs: number, measure: () => Promise<LoadResult>): Promise<LoadResult> {
  let best: LoadResult | undefined;
  for (let i = 0; i < runs; i++) {
    const result = await measure();
    if (!best || result.p50 < best.p50) best = result;
  }
  return best!;
}

/** One answer as the wire carries it: status, headers (as sent) and body bytes. */
function fetchRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: string[]; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode!,
            headers: res.rawHeaders,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

/** A bare node:http server answering every request with the app's very bytes and headers. */
async function bareServer(answer: { status: number; headers: string[]; body: Buffer }) {
  const headers: [string, string][] = [];
  for (let i = 0; i < answer.headers.length; i += 2) {
    const name = answer.headers[i]!;
    // Date, Connection and Keep-Alive are the server's own, written by node:http for both.
    if (!/^(date|connection|keep-alive)$/i.test(name)) headers.push([name, answer.headers[i + 1]!]);
  }
  const server = http.createServer((_req, res) => {
    res.writeHead(answer.status, headers.flat());
    res.end(answer.body);
  });
  // As Fastify's: keep-alive sockets held as long.
  server.keepAliveTimeout = 72_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}${PATH}`, close: () => server.close() };
}

const server = await withPostgres();
if (!server) {
  console.log('PostgreSQL injoignable : banc du catalogue ignoré');
  process.exit(0);
}
const database = await openDatabase({ databaseUrl: server.url });
const failures: string[] = [];
try {
  await seedIfEmpty(database.db);
  const { app, base } = await listenForBench(database);
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: demoAccounts.admin.email,
      password: demoAccounts.admin.password,
    }),
  });
  const adminCookie = login.headers.get('set-cookie')?.split(';')[0];
  if (login.status !== 200 || !adminCookie) throw new Error(`login answered ${login.status}`);
  const admin = { ...BROWSER, cookie: adminCookie };

  // 1. The cached answer against the same bytes from a bare server.
  const answer = await fetchRaw(base + PATH, BROWSER);
  if (answer.status !== 200) throw new Error(`${PATH} answered ${answer.status}`);
  const bare = await bareServer(answer);
  const throughput = { headers: BROWSER, connections: CONNECTIONS, seconds: SECONDS };
  // Rounds side by side, the ratio of each round, then their median: the machine's other work
  // weighs on both servers of a round alike.
  const rounds: LoadResult[] = [];
  const ratios: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const reference = await load(`node:http nu, même réponse (${round})`, bare.url, throughput);
    const ours = await load(`Kelasi, visiteur (${round})`, base + PATH, throughput);
    rounds.push(reference, ours);
    ratios.push(ours.rps / reference.rps);
  }
  bare.close();
  const ratio = ratios.sort((a, b) => a - b)[Math.floor(ROUNDS / 2)]!;

  // 2. The page of 24 with the demo catalogue, then with 5,000 more courses: one request at a
  // time, the best of a few runs (a fraction of a millisecond is easily disturbed).
  const latency = (name: string, headers: Record<string, string>, requests: number) =>
    bestOf(LATENCY_RUNS, () =>
      load(name, base + PATH, { headers, connections: 1, seconds: 60, requests }),
    );
  const demoVisitor = await latency('démo, visiteur, page de 24', BROWSER, LATENCY_REQUESTS);
  const demoAdmin = await latency('démo, admin (sans cache), page de 24', admin, ADMIN_REQUESTS);
  await database.db.execute(sql`
    insert into courses (title, description, instructor_id, category, level, status, price, created_at)
    select 'Cours de banc ' || g, 'Un cours pour mesurer le catalogue : gestion, langues, informatique.',
      (select id from users where email = ${demoAccounts.instructor.email}),
      (array['Programmation','Design','Business','Marketing','Langues'])[g % 5 + 1],
      (array['beginner','intermediate','advanced'])[g % 3 + 1]::course_level,
      'published', (g % 4) * 5000, now() - g * interval '1 minute'
    from generate_series(1, ${EXTRA_COURSES}) g`);
  await database.db.execute(sql`
    insert into lessons (course_id, title, "order", duration)
    select c.id, 'Leçon ' || o, o, 20 from courses c, generate_series(1, 3) o
    where c.title like 'Cours de banc %'`);
  await database.db.execute(sql`vacuum analyze`);
  // Written to disk now rather than by the checkpointer during the measures.
  await database.db.execute(sql`checkpoint`);
  // A change through the app: the cached answers are forgotten at once.
  const touched = await fetch(`${base}/api/courses`, {
    method: 'POST',
    headers: { ...admin, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Cours ajouté pendant le banc',
      description: 'Publié par l’API.',
      category: 'Business',
      status: 'published',
    }),
  });
  if (touched.status !== 201) throw new Error(`POST /api/courses answered ${touched.status}`);
  // The database's own work after the load (statistics, hint bits) is left to settle first.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  const largeVisitor = await latency(
    `${EXTRA_COURSES} cours, visiteur, page de 24`,
    BROWSER,
    LATENCY_REQUESTS,
  );
  const largeAdmin = await latency(
    `${EXTRA_COURSES} cours, admin (sans cache), page de 24`,
    admin,
    ADMIN_REQUESTS,
  );
  await app.close();

  printTable([...rounds, demoVisitor, demoAdmin, largeVisitor, largeAdmin]);
  const verdicts = [
    {
      mesure: 'débit visiteur ÷ node:http nu (médiane des tours)',
      valeur: ratio.toFixed(2),
      objectif: `≥ ${TARGET_RATIO}`,
      ok: ratio >= TARGET_RATIO,
    },
    {
      mesure: `p50 ${EXTRA_COURSES} cours ÷ démo (visiteur)`,
      valeur: (largeVisitor.p50 / demoVisitor.p50).toFixed(2),
      objectif: `≤ ${TARGET_SLOWDOWN}`,
      ok: largeVisitor.p50 / demoVisitor.p50 <= TARGET_SLOWDOWN,
    },
    {
      mesure: `p50 ${EXTRA_COURSES} cours ÷ démo (admin, sans cache)`,
      valeur: (largeAdmin.p50 / demoAdmin.p50).toFixed(2),
      objectif: `≤ ${TARGET_SLOWDOWN}`,
      ok: largeAdmin.p50 / demoAdmin.p50 <= TARGET_SLOWDOWN,
    },
  ];
  console.table(verdicts.map(({ ok, ...v }) => ({ ...v, résultat: ok ? 'ok' : 'ÉCHEC' })));
  for (const v of verdicts) if (!v.ok) failures.push(v.mesure);
  console.log(
    failures.length ? `ÉCHEC : ${failures.join(' ; ')}` : 'RÉUSSI : tous les objectifs sont tenus',
  );
} finally {
  await database.close();
  await server.drop();
}
if (failures.length) process.exitCode = 1;
