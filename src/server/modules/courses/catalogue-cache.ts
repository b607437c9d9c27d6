import { LRUCache } from 'lru-cache';
import type { PreparedJson } from '../../http/prepared-json.ts';
import type { Broadcast } from '../../lib/redis-broadcast.ts';

/**
 * How long a cached catalogue answer is served. An instance forgets its answers when a course, a
 * lesson or an enrolment changes through it, or through another instance when Redis carries the
 * news (REDIS_URL); this bounds how stale they may be when it does not.
 */
export const CATALOGUE_TTL_MS = 10_000;
/** Answers kept at most (one per query string: filters, sort, page). */
export const CATALOGUE_CACHE_MAX_ENTRIES = 500;
/** Memory kept at most, in bytes: JSON, compressed copies and decoded values together. */
export const CATALOGUE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The anonymous catalogue's answers, serialized and compressed, by normalized query string
 * (docs/architecture.md « Catalogue, cours et leçons »). Concurrent misses of one key compute it
 * once. An answer computed while the catalogue changed is served to the request that asked for
 * it but never kept: `invalidate` starts a new generation.
 */
export function createCatalogueCache({
  now,
  changes,
}: {
  now: () => Date;
  /** Tells the other instances of a change, and hears theirs. */
  changes?: Pick<Broadcast, 'publish' | 'subscribe'>;
}) {
  const entries = new LRUCache<string, PreparedJson>({
    max: CATALOGUE_CACHE_MAX_ENTRIES,
    maxSize: CATALOGUE_CACHE_MAX_BYTES,
    // The decoded value weighs about twice its JSON.
    sizeCalculation: (entry) => entry.size + 2 * entry.json.length,
    ttl: CATALOGUE_TTL_MS,
    // The services' clock, which tests move; read at each lookup.
    perf: { now: () => now().getTime() },
    ttlResolution: 0,
  });
  const computing = new Map<string, { generation: number; answer: Promise<PreparedJson> }>();
  const keys = new WeakMap<PreparedJson, string>();
  let generation = 0;
  const forget = () => {
    generation += 1;
    entries.clear();
  };
  changes?.subscribe(forget);

  return {
    /** The answer of `key`, from memory or computed by `compute` (once for concurrent callers). */
    get(key: string, compute: () => Promise<PreparedJson>): Promise<PreparedJson> {
      const kept = entries.get(key);
      if (kept) return Promise.resolve(kept);
      const pending = computing.get(key);
      if (pending?.generation === generation) return pending.answer;
      const started = generation;
      const answer = compute().then((prepared) => {
        keys.set(prepared, key);
        if (started === generation) entries.set(key, prepared);
        return prepared;
      });
      const settled = () => {
        if (computing.get(key)?.answer === answer) computing.delete(key);
      };
      answer.then(settled, settled);
      computing.set(key, { generation: started, answer });
      return answer;
    },

    /** The answer kept under `key`, if it still is (no computing). */
    peek: (key: string): PreparedJson | undefined => entries.get(key),

    /** The key an answer was computed for. */
    keyOf: (answer: PreparedJson): string | undefined => keys.get(answer),

    /** A course, a lesson or an enrolment changed: every answer is forgotten, on every instance. */
    invalidate(): void {
      forget();
      changes?.publish();
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;

/**
 * `service`, whose `methods` forget the catalogue's answers once they have run, committed or
 * failed (src/server/services.ts lists every change of a course, a lesson or an enrolment).
 */
export function invalidatingCatalogue<S extends object>(
  cache: Pick<CatalogueCache, 'invalidate'>,
  service: S,
  methods: readonly {
    [K in keyof S]: S[K] extends (...args: never[]) => Promise<unknown> ? K : never;
  }[keyof S][],
): S {
  const wrapped = { ...service };
  for (const name of methods) {
    const method = service[name] as (...args: unknown[]) => Promise<unknown>;
    (wrapped as Record<keyof S, unknown>)[name] = async (...args: unknown[]) => {
      try {
        return await method(...args);
      } finally {
        cache.invalidate();
      }
    };
  }
  return wrapped;
}
