import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import type { Database } from '../src/server/db/client.ts';

export interface LoadResult {
  name: string;
  requests: number;
  errors: number;
  rps: number;
  p50: number;
  p99: number;
}

/**
 * A bounded closed-loop load: `concurrency` callers send requests to a loopback server
 * until `total` requests are done or `maxMs` has passed, whichever comes first.
 */
export async function runLoad(
  name: string,
  send: () => Promise<Response>,
  opts: { total: number; concurrency: number; maxMs: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let started = 0;
  let errors = 0;
  const t0 = performance.now();
  const deadline = t0 + opts.maxMs;
  async function worker() {
    while (started < opts.total && performance.now() < deadline) {
      started += 1;
      const s = performance.now();
      try {
        const res = await send();
        await res.arrayBuffer();
        if (!res.ok) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - s);
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency }, worker));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    name,
    requests: latencies.length,
    errors,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
  };
}

export function printTable(rows: LoadResult[]): void {
  console.table(
    rows.map((r) => ({
      scénario: r.name,
      requêtes: r.requests,
      erreurs: r.errors,
      'req/s': Math.round(r.rps),
      'p50 (ms)': r.p50.toFixed(1),
      'p99 (ms)': r.p99.toFixed(1),
    })),
  );
}

/** Registers an account on a running server and answers its session cookie. */
export async function registerForCookie(
  base: string,
  account: { name: string; email: string; role?: 'student' | 'instructor' },
): Promise<string> {
  const res = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password: 'bench-password', ...account }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (res.status !== 201 || !cookie) throw new Error(`register answered ${res.status}`);
  return cookie;
}

/** The production app on a real database, listening on loopback, with no sign-in limits. */
export async function listenForBench(database: Database) {
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent' }),
    database,
    logger: false,
    rateLimits: { registerPerAddress: 1e9, loginPerAccount: 1e9, loginPerAddress: 1e9 },
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base };
}
