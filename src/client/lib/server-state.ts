import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The id of the JSON a server-rendered page carries: the loads' answers (entry-server.tsx). */
const STATE_ID = 'kelasi-state';

/** The loads the server answered for the page it sent; emptied once the visitor moves on. */
const servedWithPage = new Set<string>();

/**
 * Fills the cache with the answers a server-rendered page came with, so that nothing is asked
 * twice. Answers whether there were any (the page then came as HTML, to hydrate).
 */
export function hydrateFromServer(queryClient: QueryClient): boolean {
  const json = document.getElementById(STATE_ID)?.textContent;
  if (!json) return false;
  const state = JSON.parse(json) as DehydratedState;
  hydrate(queryClient, state);
  for (const query of state.queries) servedWithPage.add(query.queryHash);
  return true;
}

/**
 * For loads asked again at each visit of their page: the visit the server just answered is not
 * asked again; a later one is.
 */
export const refetchUnlessServed = (query: { queryHash: string }) =>
  !servedWithPage.has(query.queryHash);

/** The visitor left the page the server sent: its answers are now as old as any other. */
export function leftServerPage(): void {
  servedWithPage.clear();
}
