import { useEffect, useState, type ReactNode } from 'react';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { whenIdle } from '@/hooks/use-lazy-module';
import { shouldPersistQuery } from './persisted-queries';

const RESTORE_TIMEOUT_MS = 3000;

/** Loads (once fresh data is due) the casino and slot machine lists the session forms pick from. */
async function prefetchPickerLists(client: QueryClient): Promise<void> {
  const [{ casinoListQueryOptions }, { slotMachineOptionsQueryOptions }] = await Promise.all([
    import('@/api/get-casino-options'),
    import('@/api/get-slot-machine-options'),
  ]);
  await Promise.all([client.prefetchQuery(casinoListQueryOptions()), client.prefetchQuery(slotMachineOptionsQueryOptions())]);
}

// React Query starts out "online" whatever the browser says; a page opened offline must know at once.
if (typeof navigator !== 'undefined' && navigator.onLine === false) onlineManager.setOnline(false);

/**
 * Restores the signed-in user's saved cache before the protected screens render, then keeps saving it.
 * Another user (or none) gets an empty cache: the in-memory one is cleared whenever the user changes.
 */
export function OfflineCache({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [restoredFor, setRestoredFor] = useState<string | null>(null);

  useEffect(() => {
    if (!userId) return;
    let active = true;
    let unsubscribe = () => undefined as void;
    let stopPrefetch = () => undefined as void;
    // A storage that does not answer (private modes, a blocked upgrade) must not keep the app waiting.
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS));
    // The persister (and IndexedDB's wrapper) loads only once someone is signed in: /auth stays lean.
    // What each outbox key sends is registered before saved writes are restored (they carry only their key).
    const persister = import('./outbox-defaults')
      .then((m) => m.registerOutboxWrites(client))
      .then(() => import('@/lib/query-persister'));
    const restored = persister.then((m) => m.restoreQueryCache(client, userId));
    void Promise.race([restored, timeout])
      .then(async () => {
        const { persistQueryCache } = await persister;
        if (active) unsubscribe = persistQueryCache(client, userId, { shouldPersistQuery });
      })
      // Without the persister the app still works, online only: never keep the screens waiting on it.
      .catch((error: unknown) => console.warn('Offline copy unavailable', error))
      .finally(() => {
        if (!active) return;
        setRestoredFor(userId);
        void client.resumePausedMutations();
        // The pickers' lists, so a session can be logged offline even if its form was never opened online.
        stopPrefetch = whenIdle(() => void prefetchPickerLists(client));
      });
    return () => {
      active = false;
      unsubscribe();
      stopPrefetch();
      client.clear();
    };
  }, [client, userId]);

  if (userId && restoredFor !== userId) return <FullPageSpinner />;
  return children;
}
