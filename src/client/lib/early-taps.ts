/**
 * Taps on a server-rendered page's buttons made before the page has come alive: on a slow
 * network it is readable, and looks ready, seconds before its code has arrived and React has
 * taken it over. The page's inline script (index.html) holds them back; once the page is the
 * app's (its route's code arrived and hydrated), they are made again on the same buttons.
 */
declare global {
  interface Window {
    kelasiEarlyTaps?: HTMLElement[];
  }
}

/** The page is the app's: stops holding taps and makes those held again. */
export function replayEarlyTaps(): void {
  const taps = releaseEarlyTaps();
  for (const button of taps) if (button.isConnected) button.click();
}

/** Stops holding taps and forgets those held (a page drawn afresh, not taken over). */
export function releaseEarlyTaps(): HTMLElement[] {
  const taps = window.kelasiEarlyTaps ?? [];
  window.kelasiEarlyTaps = undefined;
  return taps;
}
