/**
 * Taps on a server-rendered page's buttons made before the app's code has run: on a slow
 * network the page is readable, and looks ready, seconds before that. The page's inline script
 * (index.html) keeps them; they are made again once the page has been taken over by React
 * (its route's code arrived and hydrated), on the same buttons.
 */
declare global {
  interface Window {
    kelasiEarlyTaps?: HTMLElement[];
  }
}

let kept: HTMLElement[] = [];

/** Stops the inline script keeping taps (React answers them from now on) and keeps its own. */
export function keepEarlyTaps(): void {
  kept = window.kelasiEarlyTaps ?? [];
  window.kelasiEarlyTaps = undefined;
}

/** Once the page has hydrated: makes each kept tap again, on its button if still there. */
export function replayEarlyTaps(): void {
  const taps = kept;
  kept = [];
  for (const button of taps) if (button.isConnected) button.click();
}
