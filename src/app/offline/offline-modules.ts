let offlineModules: {
  persister: Promise<typeof import('@/lib/offline/query-persister')>;
  defaults: Promise<typeof import('./outbox-defaults')>;
} | null = null;

/**
 * The offline copy's two modules, fetched once. `preloadOfflineCache` starts them with the first screen's chunk
 * when a session is stored (a player screen waits for the restore, and so for these, before it renders): on a
 * cold start they no longer wait for React's first render and the session check.
 */
export function preloadOfflineCache() {
  if (!offlineModules) {
    offlineModules = { persister: import('@/lib/offline/query-persister'), defaults: import('./outbox-defaults') };
    // Handled where they are used (OfflineCache); a preload that fails is retried there.
    const forget = () => {
      offlineModules = null;
    };
    offlineModules.persister.catch(forget);
    offlineModules.defaults.catch(forget);
  }
  return offlineModules;
}
