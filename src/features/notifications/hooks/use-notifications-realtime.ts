import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RealtimeChannel } from '@supabase/supabase-js';
import { whenIdle } from '@/hooks/use-lazy-module';
import { supabase } from '@/lib/supabase';
import { notificationKeys } from '../api/notification-keys';

/**
 * One realtime channel per user on their user_notifications rows; a change refreshes the bell's list. The
 * channel opens when the browser is idle after the first screen (the websocket and channel join are not
 * start-up work: the list itself is fetched at once), and the list is refreshed once it is open, so a
 * change made before then is not missed.
 */
export function useNotificationsRealtime(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    let channel: RealtimeChannel | undefined;
    const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.list(userId) });
    const cancel = whenIdle(() => {
      channel = supabase
        .channel(`user-notifications-${userId}`)
        .on('postgres_changes', { event: '*', schema: 'public', table: 'user_notifications', filter: `user_id=eq.${userId}` }, refresh)
        .subscribe((status) => {
          if (status === 'SUBSCRIBED') refresh();
        });
    });
    return () => {
      cancel();
      if (channel) void supabase.removeChannel(channel);
    };
  }, [userId, queryClient]);
}
