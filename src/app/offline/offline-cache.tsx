import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { FullPageSpinner } from '@/components/layout/full-page-spinner';
import { persistQueryCache, restoreQueryCache } from '@/lib/query-persister';
import { shouldPersistQuery } from './persisted-queries';

const RESTORE_TIMEOUT_MS = 3000;

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
    // A storage that does not answer (private modes, a blocked upgrade) must not keep the app waiting.
    const timeout = new Promise<void>((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS));
    void Promise.race([restoreQueryCache(client, userId), timeout]).then(() => {
      if (!active) return;
      unsubscribe = persistQueryCache(client, userId, { shouldPersistQuery });
      setRestoredFor(userId);
      void client.resumePausedMutations();
    });
    return () => {
      active = false;
      unsubscribe();
      client.clear();
    };
  }, [client, userId]);

  if (userId && restoredFor !== userId) return <FullPageSpinner />;
  return children;
}
