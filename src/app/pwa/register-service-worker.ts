import { toast } from '@/lib/toast';

export const UPDATE_AVAILABLE = 'Update available — reload';

/** Asks the waiting worker to take over; the page reloads once it controls it (see registerServiceWorker). */
function activate(worker: ServiceWorker) {
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/** A sticky toast offering the new version; nothing changes until the user presses Reload. */
function offerUpdate(worker: ServiceWorker) {
  toast(UPDATE_AVAILABLE, {
    id: 'sw-update',
    duration: Number.POSITIVE_INFINITY,
    action: { label: 'Reload', onClick: () => activate(worker) },
  });
}

/**
 * Registers /sw.js (production builds only; loaded when the browser is idle after the first screen).
 * A new version installs in the background and waits: the user is offered "Update available — reload",
 * and the page reloads only after they accept and the new worker has taken control. The first install
 * (no previous controller) is silent.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer = navigator.serviceWorker): Promise<void> {
  const hadController = Boolean(container.controller);
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (!hadController || reloading) return;
    reloading = true;
    window.location.reload();
  });
  const registration = await container.register('/sw.js', { scope: '/' });
  if (registration.waiting && container.controller) offerUpdate(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && container.controller) offerUpdate(installing);
    });
  });
  // A tab left open for days still learns about new versions.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') registration.update().catch(() => undefined);
  });
}
