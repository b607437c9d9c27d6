/**
 * The installable app: the service worker (sw.ts) and the manifest, from a learner's second
 * visit on. A first visit pays nothing for them: most first visits are a link opened once, and
 * the worker's own download would count against the catalogue's budget. What the second visit
 * needs (registration, the toasts) is downloaded then (offline-app-worker.tsx).
 */
import {
  OFFLINE_CACHES,
  OUTBOX_KEY,
  QUIZ_ANSWERS_PREFIX,
  SAVED_COURSES_KEY,
} from './offline-caches';
import { keepLoadedCode } from './keep-loaded-code';

const VISITS_KEY = 'kelasi:visits';
const VISIT_COUNTED_KEY = 'kelasi:visit-counted';

/** Counts this visit once per tab (a reload is the same visit) and returns the count. */
function countVisit(): number {
  try {
    let visits = Number(localStorage.getItem(VISITS_KEY)) || 0;
    if (!sessionStorage.getItem(VISIT_COUNTED_KEY)) {
      visits += 1;
      localStorage.setItem(VISITS_KEY, String(visits));
      sessionStorage.setItem(VISIT_COUNTED_KEY, '1');
    }
    return visits;
  } catch {
    // Storage refused (a private window): no visit is ever the second.
    return 0;
  }
}

/** The second visit's code could not be downloaded (no network): the next visit tries again. */
const ignoreUnreachable = () => undefined;

/** Settles once the worker controls this page; unset when the app has no worker here. */
let controlled: Promise<void> | undefined;

/** Called once when the app starts. */
export function startOfflineApp() {
  if (!('serviceWorker' in navigator)) return;
  const visits = countVisit();
  window.addEventListener('beforeinstallprompt', (event) => {
    // No banner of the browser's own: ours comes once, from the second visit on, never on the first.
    event.preventDefault();
    if (visits >= 2)
      import('./offline-app-worker').then((m) => m.offerInstallOnce(event), ignoreUnreachable);
  });
  if (visits < 2 && !navigator.serviceWorker.controller) return;
  const container = navigator.serviceWorker;
  controlled = container.controller
    ? Promise.resolve()
    : new Promise((resolve) =>
        container.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
  import('./offline-app-worker').then((m) => m.registerWorker(controlled!), ignoreUnreachable);
}

/** Resolves when the phone has a moment (or soon, where the browser cannot tell). */
const idle = () =>
  new Promise<void>((resolve) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(() => resolve())
      : setTimeout(resolve, 50),
  );

/**
 * Downloads, once the worker is in place, the code of every screen a signed-in user may open:
 * the worker keeps it, and those screens then open without a network. One at a time, when the
 * phone is idle; not at all when the learner asked the browser to save data.
 */
export async function keepScreensForOffline(loaders: readonly (() => Promise<unknown>)[]) {
  if (!controlled) return;
  await controlled;
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return;
  for (const load of loaders) {
    await idle();
    await load().catch(() => undefined);
  }
  // A screen already on show was not downloaded again above: its code may have come in the
  // moment the worker took over, missed by it and by the page that installed it.
  await keepLoadedCode();
}

/**
 * On sign-out, or when someone else signs in on this phone: everything kept of the learner goes
 * (their saved courses and reads, open quiz answers, the pages that showed their data). The
 * app's code and the actions waiting to be sent for them (sent once they sign in again) stay.
 */
export async function forgetOfflineData() {
  try {
    localStorage.removeItem(SAVED_COURSES_KEY);
    // Answers of a quiz left open: the next person on this phone must not read them.
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(QUIZ_ANSWERS_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // No storage: nothing was saved.
  }
  if (!('caches' in window)) return;
  const { pages, api, saved, parts } = OFFLINE_CACHES;
  await Promise.all([pages, api, saved, parts].map((name) => caches.delete(name)));
}

/** Whether actions taken offline in an earlier visit wait to be sent (lib/outbox.ts). */
export function actionsWaiting(): boolean {
  try {
    return !!localStorage.getItem(OUTBOX_KEY);
  } catch {
    return false;
  }
}
