import { useCallback } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { playLimitsQueryOptions, type PlayLimitsRow } from './play-limits';
import { requestCoolOffConfirm } from '@/lib/play-limits/alert-store';
import { useAuth } from '@/hooks/use-auth';

/**
 * The cool-off guard: `confirm(actionName)` resolves true at once when the player is not paused; during a
 * pause it asks a second confirmation naming it ("You paused play until Thu Dec 3, 9:00 PM. Add cash
 * anyway?", shown by the CoolOffConfirmHost in the layout) and resolves with the answer. Offline it goes by
 * the limits kept on the device; when they cannot be read it does not stand in the way.
 */
export function useCoolOffConfirm() {
  const client = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id;
  return useCallback(
    async (actionName: string): Promise<boolean> => {
      if (!userId) return true;
      const options = playLimitsQueryOptions(userId);
      let row: PlayLimitsRow | null | undefined = client.getQueryData(options.queryKey);
      if (onlineManager.isOnline()) {
        // A fresh read (a pause set on another device), but never a wait of more than 3 s: the network may have
        // just dropped (the query would pause until it is back), and recording must not hang on it.
        const cached = row;
        const fresh = client.fetchQuery({ ...options, staleTime: 10_000, retry: false }).catch(() => cached);
        row = await Promise.race([fresh, new Promise<typeof cached>((resolve) => setTimeout(() => resolve(cached), 3000))]);
      }
      const until = row?.paused_until;
      if (!until || Date.parse(until) <= Date.now()) return true;
      return requestCoolOffConfirm(actionName, until);
    },
    [client, userId],
  );
}
