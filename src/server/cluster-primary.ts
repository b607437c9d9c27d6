import cluster, { type Worker } from 'node:cluster';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedOnStart } from './db/seed/seed-on-start.ts';

/** A worker that dies sooner than this after its start is not started again at once. */
const RESTART_DELAY_MS = 1_000;

/** One JSON line, as the workers' logger writes them. */
function log(level: 'info' | 'warn' | 'error', fields: object, msg: string) {
  const line = JSON.stringify({ level, time: Date.now(), role: 'primary', ...fields, msg });
  (level === 'info' ? process.stdout : process.stderr).write(`${line}\n`);
}

/**
 * WEB_CONCURRENCY server processes on one port (node's cluster spreads the connections). The
 * primary migrates and seeds once, before any worker starts, then starts the workers, starts
 * again one that dies, and on SIGTERM or SIGINT lets each finish its requests before exiting.
 */
export async function runPrimary(config: Config) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolMax: 2 });
  try {
    await seedOnStart(database, config, {
      info: (fields, msg) => log('info', fields, msg),
      error: ({ err }: { err?: unknown }, msg) => log('error', { err: String(err) }, msg),
    });
  } finally {
    await database.close();
  }

  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker: Worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log('error', { pid: worker.process.pid, code, signal }, 'worker died; starting another');
    setTimeout(fork, RESTART_DELAY_MS);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log('info', { signal }, 'stopping the workers');
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));

  for (let i = 0; i < config.webConcurrency; i++) fork();
  log('info', { workers: config.webConcurrency }, 'workers started');
}
