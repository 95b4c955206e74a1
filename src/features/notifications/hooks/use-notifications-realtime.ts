import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { whenIdle } from '@/hooks/use-lazy-module';
import { loadRealtime } from '@/lib/lazy-realtime';
import { supabase } from '@/lib/supabase';
import { notificationKeys } from '../api/notification-keys';

/**
 * One realtime channel per user on their user_notifications rows; a change refreshes the bell's list. The
 * channel opens when the browser is idle after the first screen (realtime-js, the websocket and the channel join
 * are not start-up work: the list itself is fetched at once), and the list is refreshed once it is open, so a
 * change made before then is not missed.
 */
export function useNotificationsRealtime(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let channel: RealtimeChannel | undefined;
    let closed = false;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) });
    const open = () => {
      if (closed) return;
      channel = supabase
        .channel(`user-notifications-${userId}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'user_notifications', filter: `user_id=eq.${userId}` }, refresh)
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') refresh();
        });
    };
    // The realtime client is fetched with the channel, not with the app (see lib/lazy-realtime.ts).
    const cancel = whenIdle(() => {
      loadRealtime().then(open, (error: unknown) => console.error('Failed to load realtime', error));
    });
    return () => {
      closed = true;
      cancel();
      if (channel) void supabase.removeChannel(channel);
    };
  }, [userId, queryClient]);
}
