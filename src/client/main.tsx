import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { rememberServedUser } from './api/auth';
import { replayEarlyTaps } from './lib/early-taps';
import { startOfflineIfNoNetwork } from './lib/connection';
import { startOfflineApp } from './lib/offline-app';
import { watchTooltips } from './lib/tooltips';
import { createQueryClient } from './lib/query-client';
import { prepareClassNames } from './lib/utils';
import { hydrateFromServer } from './lib/server-state';
import { preloadRoute } from './routes';
import './styles.css';

// Fetch the current page's code now, in parallel with React's start-up and the session check.
void preloadRoute(window.location.pathname);
watchTooltips();
startOfflineIfNoNetwork();
startOfflineApp();

/** Resolves in a later task of the page's main thread (a message, as React's scheduler does). */
const nextTask = () =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  });

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient({
  offlineCopies: !!navigator.serviceWorker?.controller,
});
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
if (hydrateFromServer(queryClient)) {
  rememberServedUser(queryClient);
  // The page came as HTML with its data: take over that HTML rather than draw it again, with
  // the answers the server used (nothing is downloaded twice). A tap on the page before its code
  // has arrived is made again once the page has hydrated (early-taps.ts).
  void hydrateInSteps(container);
} else {
  createRoot(container).render(app);
}

/**
 * Three shorter tasks rather than one long one, the phone free in between: running the app's
 * modules (this one), building the class merger's tables, hydrating. Not a top-level await, which
 * would make the bundler split the entry's shared helpers into a file of their own.
 */
async function hydrateInSteps(root: HTMLElement) {
  await nextTask();
  prepareClassNames();
  await nextTask();
  hydrateRoot(root, app);
  replayEarlyTaps();
}
