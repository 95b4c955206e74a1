import './lib/initial-location';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import { App } from './app/app';
import { preloadPage } from './app/router';
import { whenIdle } from './hooks/use-lazy-module';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

preloadPage(window.location.pathname);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker (offline shell, update prompt) registers when the browser is idle after the first screen.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  whenIdle(() => {
    import('./app/pwa/register-service-worker')
      .then((m) => m.registerServiceWorker())
      .catch((error: unknown) => console.warn('The service worker did not register', error));
  });
}
