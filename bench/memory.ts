/**
 * Memory and restart time of the production server as a small host runs it: the build, started
 * by `node dist/server/main.js` (run `npm run build` first). Measures the proportional set size
 * (PSS, /proc/<pid>/smaps_rollup) of the server and any process under it:
 *
 * - the embedded database (PGlite) on a new data folder, demo data seeded: the peak of the first
 *   start (the database is created then), at rest, and under a catalogue load (GET /api/courses
 *   and GET /, 10 connections);
 * - a restart on the same folder: the time to the first answer (best and median of three, the
 *   host's other work only adds to it; and the processor time the server used meanwhile), and
 *   the memory at rest after it;
 * - PostgreSQL (a throwaway database on BENCH_DATABASE_URL's server) at rest, demo data seeded.
 *
 * Prints a table and exits non-zero when a target is missed (docs/memory.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { printTable, runLoad, type LoadResult } from './load.ts';
import { withPostgres } from './postgres.ts';

/** Targets, in MB and seconds (issue 29). */
const TARGET = { embeddedRest: 250, embeddedLoad: 400, postgresRest: 150, restartSeconds: 3 };
const SETTLE_MS = 3000;
const LOAD_MS = 6000;

const entry = path.resolve('dist/server/main.js');
if (!existsSync(entry) || !existsSync(path.resolve('dist/client/index.html'))) {
  console.error('dist/server ou dist/client manque : lancez `npm run build` avant ce banc');
  process.exit(1);
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** The process and every process under it, from /proc. */
function tree(pid: number): number[] {
  let children: number[] = [];
  try {
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      const listed = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
      children = children.concat(listed.split(' ').filter(Boolean).map(Number));
    }
  } catch {
    return []; // gone meanwhile
  }
  return [pid, ...children.flatMap(tree)];
}

/** PSS of the process and its children, in MB. */
function pssMb(pid: number): number {
  let kb = 0;
  for (const p of tree(pid)) {
    try {
      kb += Number(
        /^Pss:\s+(\d+)/m.exec(readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'))?.[1] ?? 0,
      );
    } catch {
      // exited between the listing and the reading
    }
  }
  return kb / 1024;
}

/** Processor time the process has used, in seconds. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Samples the PSS every 100 ms until stopped; answers the highest seen. */
function samplePeak(pid: number) {
  let peak = 0;
  const timer = setInterval(() => (peak = Math.max(peak, pssMb(pid))), 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, pssMb(pid));
  };
}

interface Server {
  child: ChildProcess;
  pid: number;
  base: string;
  /** Seconds from the spawn to the first answer of /api/health. */
  seconds: number;
  /** Processor seconds the server used until then. */
  cpu: number;
  /** Highest PSS seen until the first answer. */
  startPeak: number;
  stop(): Promise<void>;
}

async function start(env: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Without NODE_ENV: the build is the production server by itself.
  const { NODE_ENV: _, ...inherited } = process.env;
  const t0 = performance.now();
  const child = spawn(process.execPath, [entry], {
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (d) => (errors += d));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const pid = child.pid!;
  const stopSampling = samplePeak(pid);
  for (;;) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (child.exitCode !== null || performance.now() - t0 > 180_000)
      throw new Error(`the server did not start: ${errors}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  const seconds = (performance.now() - t0) / 1000;
  const cpu = cpuSeconds(pid);
  const startPeak = stopSampling();
  return {
    child,
    pid,
    base,
    seconds,
    cpu,
    startPeak,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function atRest(server: Server): Promise<number> {
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  return pssMb(server.pid);
}

/** The catalogue as visitors load it: its API and the server-rendered home page. */
async function underLoad(server: Server): Promise<{ peak: number; results: LoadResult[] }> {
  const stopSampling = samplePeak(server.pid);
  const opts = { total: 1e6, concurrency: 10, maxMs: LOAD_MS / 2 };
  const results = [
    await runLoad('PGlite GET /api/courses', () => fetch(`${server.base}/api/courses`), opts),
    await runLoad('PGlite GET /', () => fetch(`${server.base}/`), opts),
  ];
  return { peak: stopSampling(), results };
}

interface Row {
  mesure: string;
  valeur: string;
  cible: string;
  ok: boolean | null;
}
const rows: Row[] = [];
const mb = (name: string, value: number, target?: number) =>
  rows.push({
    mesure: name,
    valeur: `${Math.round(value)} Mo`,
    cible: target ? `≤ ${target} Mo` : '—',
    ok: target ? value <= target : null,
  });

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'kelasi-bench-memory-'));
const embeddedEnv = { DATA_DIR: dataDir, DATABASE_URL: '' };
let loadResults: LoadResult[] = [];
try {
  const first = await start(embeddedEnv);
  mb('PGlite, premier démarrage (base créée, démonstration) : pic', first.startPeak);
  mb('PGlite, au repos après la démonstration', await atRest(first), TARGET.embeddedRest);
  const load = await underLoad(first);
  loadResults = load.results;
  if (load.results.some((r) => r.errors > 0)) throw new Error('errors under load');
  mb('PGlite, sous charge (catalogue, 10 connexions)', load.peak, TARGET.embeddedLoad);
  mb('PGlite, au repos après la charge', await atRest(first));
  await first.stop();

  const restarts: Server[] = [];
  for (let i = 0; i < 3; i++) {
    const again = await start(embeddedEnv);
    restarts.push(again);
    if (i < 2) await again.stop();
  }
  const bySeconds = [...restarts].sort((a, b) => a.seconds - b.seconds);
  const best = bySeconds[0]!;
  rows.push({
    mesure: 'PGlite, redémarrage : première réponse (meilleur de 3)',
    valeur: `${best.seconds.toFixed(2)} s (médiane ${bySeconds[1]!.seconds.toFixed(2)} s, processeur ${best.cpu.toFixed(2)} s)`,
    cible: `< ${TARGET.restartSeconds} s`,
    ok: best.seconds < TARGET.restartSeconds,
  });
  mb('PGlite, au repos après un redémarrage', await atRest(restarts[2]!));
  await restarts[2]!.stop();
} finally {
  await rm(dataDir, { recursive: true, force: true });
}

const postgres = await withPostgres();
if (postgres) {
  const objects = await mkdtemp(path.join(os.tmpdir(), 'kelasi-bench-memory-pg-'));
  try {
    const server = await start({ DATA_DIR: objects, DATABASE_URL: postgres.url });
    mb('PostgreSQL, au repos après la démonstration', await atRest(server), TARGET.postgresRest);
    await server.stop();
  } finally {
    await rm(objects, { recursive: true, force: true });
    await postgres.drop();
  }
} else {
  rows.push({
    mesure: 'PostgreSQL, au repos',
    valeur: 'non mesuré : aucun serveur ne répond (BENCH_DATABASE_URL)',
    cible: `≤ ${TARGET.postgresRest} Mo`,
    ok: null,
  });
}

printTable(loadResults);
console.table(rows.map((r) => ({ ...r, ok: r.ok === null ? '' : r.ok ? 'oui' : 'NON' })));
const missed = rows.filter((r) => r.ok === false);
if (missed.length > 0) {
  console.error(`Cible manquée : ${missed.map((r) => r.mesure).join(' ; ')}`);
  process.exit(1);
}
