import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { whenIdle } from '@/hooks/use-lazy-module';
import { setOutboxReady } from '@/lib/offline/outbox-ready';
import { shouldPersistQuery } from './persisted-queries';
import { OfflineRestoredContext } from './restore-state';
import { preloadOfflineCache } from './offline-modules';

/** A storage that does not answer (private modes, a blocked upgrade) must not keep the screens waiting. */
const RESTORE_TIMEOUT_MS = 3000;

// React Query starts out "online" whatever the browser says; a page opened offline must know at once.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

/** Loads the casino and slot machine lists the session forms pick from, unless the device has them already (the forms refresh them). */
async function prefetchPickerLists(client: QueryClient): Promise<void> {
  const [{ casinoListQueryOptions }, { slotMachineOptionsQueryOptions }] = await Promise.all([
    import('@/api/get-casino-options'),
    import('@/api/get-slot-machine-options'),
  ]);
  await Promise.all([client.ensureQueryData(casinoListQueryOptions()), client.ensureQueryData(slotMachineOptionsQueryOptions())]);
}

/**
 * The signed-in user's offline copy: registers what each outbox key sends, restores the saved cache (data
 * and waiting writes) into the live one, resumes the waiting writes, then keeps saving. Nothing is unmounted
 * meanwhile (a sign-in form's success handlers still run); the player screens wait (ProtectedRoute reads
 * OfflineRestoredContext). The in-memory cache is cleared when the user changes.
 */
export function OfflineCache({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [restoredFor, setRestoredFor] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    const timeout = setTimeout(() => active && startTransition(() => setRestoredFor(userId)), RESTORE_TIMEOUT_MS);
    let unsubscribe = () => undefined as void;
    let stopPrefetch = () => undefined as void;
    // The modules load only once someone is signed in: /auth stays lean. A write queued meanwhile waits for them.
    // Both are requested at once (on a cold start each is a round trip before the screen can show); the writes
    // are registered before the restore, which hydrates the waiting ones with their defaults.
    const modules = preloadOfflineCache();
    const persister = modules.persister;
    persister.catch(() => undefined); // handled below
    const ready = modules.defaults.then((m) => m.registerOutboxWrites(client));
    setOutboxReady(ready);
    void ready
      .then(() => persister)
      .then(async ({ restoreQueryCache, persistQueryCache }) => {
        if (!active) return;
        await restoreQueryCache(client, userId);
        if (active) unsubscribe = persistQueryCache(client, userId, { shouldPersistQuery });
      })
      // Without the persister the app still works, online only.
      .catch((error: unknown) => console.warn('Offline copy unavailable', error))
      .finally(() => {
        clearTimeout(timeout);
        if (!active) return;
        // A transition: the screen that waited for the saved data renders in slices, not one long task.
        startTransition(() => setRestoredFor(userId));
        void client.resumePausedMutations();
        // The pickers' lists, so a session can be logged offline even if its form was never opened online.
        stopPrefetch = whenIdle(() => void prefetchPickerLists(client).catch(() => undefined));
      });
    // Back online, every screen shows the server's truth again (data fetched moments before going offline too).
    const offOnline = onlineManager.subscribe((online) => online && void client.invalidateQueries());
    return () => {
      active = false;
      clearTimeout(timeout);
      offOnline();
      unsubscribe();
      stopPrefetch();
      client.clear();
    };
  }, [client, userId]);

  return <OfflineRestoredContext.Provider value={!userId || restoredFor === userId}>{children}</OfflineRestoredContext.Provider>;
}
