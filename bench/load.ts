import { performance } from 'node:perf_hooks';

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
