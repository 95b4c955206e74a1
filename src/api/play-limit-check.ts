import { useCallback } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { playLimitKeys, playLimitStatusQueryOptions, type PlayLimitStatus } from './play-limits';
import { limitAlertStore } from '@/lib/play-limits/alert-store';
import { alertsOf } from '@/lib/play-limits/usage';
import type { SaveOutcome } from '@/lib/offline/use-outbox-save';
import { useAuth } from '@/hooks/use-auth';

/** Where the money moved: the casino session cash was added to or that was ended (else the active casino session is checked). */
export type MoneyEventContext = { casinoSessionId?: string | null };

/**
 * After cash is added, a machine is cashed out or a casino session is ended: reads the usage of the player's limits
 * (one RPC, aggregated in SQL) and hands every limit at 80 % or more to the layout's banner, the one place a
 * crossing is said (a live region: a new line is read out once; no toast repeats its words). Never blocks
 * anything: offline or on a failed read it says nothing (the next money event checks again).
 */
export function usePlayLimitCheck() {
  const client = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id;
  const checkAfterMoneyEvent = useCallback(
    async ({ casinoSessionId = null }: MoneyEventContext = {}) => {
      if (!userId || !onlineManager.isOnline()) return;
      let status: PlayLimitStatus;
      try {
        status = await client.fetchQuery({ ...playLimitStatusQueryOptions(userId, casinoSessionId), staleTime: 0 });
      } catch {
        return;
      }
      void client.invalidateQueries({ queryKey: playLimitKeys.status });
      limitAlertStore.set(alertsOf(status));
    },
    [client, userId],
  );
  /** Save options whose onDone also checks casino session `casinoSessionId` once the write was sent (a write kept on the device is checked with a later one). */
  const afterSent = <O extends { onDone?: (outcome: SaveOutcome) => void }>(casinoSessionId: string | null, options: O): O => ({
    ...options,
    onDone: (outcome: SaveOutcome) => {
      options.onDone?.(outcome);
      if (outcome === 'sent') void checkAfterMoneyEvent({ casinoSessionId });
    },
  });
  return { checkAfterMoneyEvent, afterSent };
}
