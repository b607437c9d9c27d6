import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { prepareJson, preferredEncoding } from '../../src/server/http/prepared-json.ts';
import {
  CATALOGUE_TTL_MS,
  createCatalogueCache,
} from '../../src/server/modules/courses/catalogue-cache.ts';

/** The catalogue cache's rules, apart from any database (tests/api/catalogue-cache.test.ts has the app's). */
const answer = (n: number) => prepareJson(z.object({ n: z.number() }), { n });

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('the catalogue cache', () => {
  it('computes an answer once for concurrent callers, then keeps it until its TTL', async () => {
    let clock = new Date();
    const cache = createCatalogueCache({ now: () => clock });
    let computed = 0;
    const compute = () => {
      computed += 1;
      return answer(computed);
    };
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect(a).toBe(b);
    expect(computed).toBe(1);
    expect((await cache.get('k', compute)).value).toEqual({ n: 1 });

    clock = new Date(clock.getTime() + CATALOGUE_TTL_MS - 1);
    expect((await cache.get('k', compute)).value).toEqual({ n: 1 });
    clock = new Date(clock.getTime() + 2);
    expect((await cache.get('k', compute)).value).toEqual({ n: 2 });
  });

  it('serves but never keeps an answer computed while the catalogue changed', async () => {
    const cache = createCatalogueCache({ now: () => new Date() });
    const slow = deferred<void>();
    const stale = cache.get('k', async () => {
      await slow.promise;
      return answer(1);
    });
    cache.invalidate();
    // Asked after the change: not the stale computation, a fresh one.
    const fresh = cache.get('k', () => answer(2));
    slow.resolve();
    expect((await stale).value).toEqual({ n: 1 });
    expect((await fresh).value).toEqual({ n: 2 });
    expect((await cache.get('k', () => answer(3))).value).toEqual({ n: 2 });
    cache.invalidate();
    expect((await cache.get('k', () => answer(4))).value).toEqual({ n: 4 });
  });

  it('keeps nothing of a failed computation', async () => {
    const cache = createCatalogueCache({ now: () => new Date() });
    await expect(
      cache.get('k', () => Promise.reject(new Error('base injoignable'))),
    ).rejects.toThrow();
    expect((await cache.get('k', () => answer(1))).value).toEqual({ n: 1 });
  });
});

describe('prepared answers', () => {
  it('compress from 1 KB on, with one weak ETag for every encoding', async () => {
    const small = await answer(1);
    expect(small.br).toBeNull();
    const large = await prepareJson(z.array(z.string()), Array(200).fill('Développement web'));
    expect(large.br!.length).toBeLessThan(large.json.length);
    expect(large.gzip!.length).toBeLessThan(large.json.length);
    expect(large.etag).toMatch(/^W\/"[A-Za-z0-9+/=]+"$/);
  });

  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', null],
    ['identity', null],
    ['*', 'br'],
    ['*;q=0.1, gzip;q=0.5', 'gzip'],
    ['GZIP', 'gzip'],
  ] as const)('choose the encoding of Accept-Encoding %j: %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
