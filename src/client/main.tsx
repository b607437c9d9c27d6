import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { preloadRoute } from './routes';
import './styles.css';

// Fetch the current page's code now, in parallel with React's start-up and the session check.
preloadRoute(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
