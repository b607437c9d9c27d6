import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { replayEarlyTaps } from './lib/early-taps';
import { createQueryClient } from './lib/query-client';
import { hydrateFromServer } from './lib/server-state';
import { preloadRoute } from './routes';
import './styles.css';

// Fetch the current page's code now, in parallel with React's start-up and the session check.
void preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
if (hydrateFromServer(queryClient)) {
  // The page came as HTML with its data: take over that HTML rather than draw it again, with
  // the answers the server used (nothing is downloaded twice). At once: a tap on the page before
  // its code has arrived is made again once the page has hydrated (early-taps.ts).
  hydrateRoot(container, app);
  replayEarlyTaps();
} else {
  createRoot(container).render(app);
}
