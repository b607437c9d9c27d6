/**
 * Server rendering of the public pages (issue "Fast on a cheap phone"): the page's HTML with the
 * data it loaded, so that a phone shows content before any JavaScript has arrived. Built by
 * `vite build --ssr` into dist/ssr and called by the server's client plugin.
 *
 * A page's data is whatever its components ask TanStack Query for: the app is rendered, the loads
 * it started are answered by the server itself (the same GETs, with the visitor's cookie), and it
 * is rendered again until no new load appears. The client then hydrates from the same cache.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { App } from './app';
import { isNotFound, setApiTransport } from './lib/api';
import { createQueryClient } from './lib/query-client';
import type { PageHead } from './lib/use-page-title';
import { pageHeadTags } from './page-head-tags';
import { matchRoute } from './routes';

/** Answers an API request in-process, as the visitor (their cookie). */
export type ApiFetcher = (url: string, init: RequestInit) => Promise<Response>;

const currentFetcher = new AsyncLocalStorage<ApiFetcher>();
setApiTransport((url, init) => {
  const fetcher = currentFetcher.getStore();
  if (!fetcher) return Promise.reject(new Error(`${url}: an API request outside a page render`));
  return fetcher(url, init);
});

/** Loads that depend on other loads (a course's lessons after the course) need a pass each. */
const MAX_PASSES = 4;

export interface RenderedPage {
  html: string;
  /** The page's <title> and the tags link previews and search engines read. */
  head: string;
  /** The loads' answers, for the client's cache: it starts with what the HTML shows. */
  state: DehydratedState;
  /** 200, or 404 for the page of something that does not exist. */
  status: number;
}

/**
 * Renders a public page with its data; null when the path is not one the server renders.
 * `origin`: the site's public address, for the page's canonical and preview addresses.
 */
export async function renderPage(
  url: string,
  fetcher: ApiFetcher,
  origin: string,
): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url, 'http://kelasi.invalid');
  // A path no page answers gets the 404 page, with its status.
  const route = matchRoute(pathname);
  if (route && !route.serverRendered) return null;
  const queryClient = createQueryClient();
  // A load kept as failed (not found) renders as such, not as one about to be tried again.
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
  });
  return currentFetcher.run(fetcher, async () => {
    const failed = new Set<string>();
    let page = await renderOnce(queryClient, pathname, search);
    for (let pass = 1; pass < MAX_PASSES; pass++) {
      const loads = startLoads(queryClient, failed);
      if (loads.length === 0) break;
      await Promise.all(loads);
      page = await renderOnce(queryClient, pathname, search);
    }
    return {
      html: page.html,
      head: pageHeadTags(page.head, origin, pathname),
      state: dehydrate(queryClient),
      status: page.head.status ?? 200,
    };
  });
}

async function renderOnce(queryClient: QueryClient, path: string, search: string) {
  const head: PageHead = {};
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App queryClient={queryClient} ssr={{ path, search, head }} />
    </StrictMode>,
    // Every part inline, in reading order: a part sent apart needs a script to move it in place.
    { progressiveChunkSize: Infinity },
  );
  return { html: await readAll(prelude), head };
}

/**
 * Starts the loads the last render asked for. Even one the browser would delay (`enabled` waiting
 * for another load) runs here: on a public page it is one the browser would make next, and the
 * query library does not tell which observer wanted what. A load that failed (a visitor's 401,
 * say) is left to the browser, which shows its loading state first, as the HTML then does.
 */
function startLoads(queryClient: QueryClient, failed: Set<string>): Promise<unknown>[] {
  const cache = queryClient.getQueryCache();
  const loads: Promise<unknown>[] = [];
  for (const query of cache.getAll()) {
    if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') continue;
    if (failed.has(query.queryHash)) {
      cache.remove(query);
      continue;
    }
    loads.push(
      query.fetch().catch((error: unknown) => {
        // What does not exist stays an error, so the page renders as not found (status 404).
        if (isNotFound(error)) return;
        failed.add(query.queryHash);
        cache.remove(query);
      }),
    );
  }
  return loads;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : chunk.toString();
  return html;
}
