import { useCallback } from 'react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { playLimitKeys, playLimitStatusQueryOptions, type PlayLimitStatus } from '@/api/play-limits';
import { limitAlertStore, readAnnounced, writeAnnounced } from '@/lib/play-limits/alert-store';
import { alertsOf, isNewLevel } from '@/lib/play-limits/usage';
import { useAuth } from './use-auth';

/** Where the money moved: the visit cash was added to or that was ended (else the active visit is checked). */
export type MoneyEventContext = { visitId?: string | null };

/**
 * After cash is added, a machine is cashed out or a visit is ended: reads the usage of the player's limits
 * (one RPC, aggregated in SQL) and, for each limit that newly reached 80 % or 100 %, says so in a toast; the
 * layout's banner shows every limit at 80 % or more. Never blocks anything: offline or on a failed read it
 * says nothing (the next money event checks again).
 */
export function usePlayLimitCheck() {
  const client = useQueryClient();
  const { user } = useAuth();
  const userId = user?.id;
  const checkAfterMoneyEvent = useCallback(
    async ({ visitId = null }: MoneyEventContext = {}) => {
      if (!userId || !onlineManager.isOnline()) return;
      let status: PlayLimitStatus;
      try {
        status = await client.fetchQuery({ ...playLimitStatusQueryOptions(userId, visitId), staleTime: 0 });
      } catch {
        return;
      }
      void client.invalidateQueries({ queryKey: playLimitKeys.status });
      const alerts = alertsOf(status);
      limitAlertStore.set(alerts);
      const said = readAnnounced(userId);
      const fresh = alerts.filter((a) => isNewLevel(a.level, said[a.key]));
      if (fresh.length === 0) return;
      for (const a of fresh) {
        said[a.key] = a.level;
        // A plain toast: sonner's rich error/warning colours fall short of WCAG contrast (axe color-contrast).
        toast(a.text, { id: `limit-${a.key}` });
      }
      writeAnnounced(userId, said);
    },
    [client, userId],
  );
  /** Save options whose onDone also checks visit `visitId` once the write was sent (a write kept on the device is checked with a later one). */
  const afterSent = <O extends { onDone?: (outcome: 'sent' | 'saved-on-device') => void }>(visitId: string | null, options: O): O => ({
    ...options,
    onDone: (outcome: 'sent' | 'saved-on-device') => {
      options.onDone?.(outcome);
      if (outcome === 'sent') void checkAfterMoneyEvent({ visitId });
    },
  });
  return { checkAfterMoneyEvent, afterSent };
}
