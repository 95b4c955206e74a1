import './lib/initial-location';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { whenIdle } from './hooks/use-lazy-module';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// The route's chunk is requested in a task of its own (starting its downloads costs a few ms per file).
setTimeout(() => preloadPage(window.location.pathname, window.location.search), 0);
// index.html's static frame (the largest text of /auth) is already on screen: in the production build this
// module is started by index.html's boot script after the first paint (scripts/vite-deferred-entry.ts).
// A transition: React renders the first screen in slices that yield to the browser (no single long task
// blocks input while it replaces the static frame).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);

// The service worker (offline shell, update prompt) registers when the browser is idle after the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  whenIdle(() => {
    import('./app/pwa/register-service-worker')
      .then((m) => m.registerServiceWorker())
      .catch((error: unknown) => console.warn('The service worker did not register', error));
  });
}
