import './lib/initial-location';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { whenIdle } from './hooks/use-lazy-module';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

preloadPage(window.location.pathname);
// A transition: React renders the first screen in slices that yield to the browser (no single long task
// blocks input while it replaces the static frame).
const render = () =>
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
// index.html's static frame paints first (the largest text of /auth is in it), then React takes over on the
// next task after that frame. A hidden tab paints nothing, so it renders at once.
if (document.visibilityState === 'hidden') render();
else requestAnimationFrame(() => setTimeout(render, 0));

// The service worker (offline shell, update prompt) registers when the browser is idle after the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  whenIdle(() => {
    import('./app/pwa/register-service-worker')
      .then((m) => m.registerServiceWorker())
      .catch((error: unknown) => console.warn('The service worker did not register', error));
  });
}
