import { OFFLINE_CACHES } from './offline-caches';

/**
 * Puts in the worker's code cache the app's code this page has downloaded and the cache lacks
 * (from the browser's own cache, as its files never change).
 */
export async function keepLoadedCode() {
  // A file can show twice among the entries (as a script, then fetched), which addAll refuses.
  const loaded = new Set(
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname),
  );
  try {
    const cache = await caches.open(OFFLINE_CACHES.code);
    // One by one: a file that fails (storage full, network gone) does not lose the others.
    await Promise.allSettled(
      [...loaded].map(async (path) => (await cache.match(path)) ?? cache.add(path)),
    );
  } catch {
    // Storage refused: the next visits fill the cache as they go.
  }
}
