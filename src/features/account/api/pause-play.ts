import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import { supabase } from '@/lib/supabase';
import { formatPauseEnd } from '@/lib/play-limits/pause';
import { expectWritten } from '@/lib/writes';
import { refreshPlayLimits } from './save-play-limits';

/** Starts a cool-off of `hours` (24, 72, 168); the server keeps a longer pause already running. Returns its end. */
export function pausePlay(hours: number): Promise<string> {
  return callRpc('pause_play', { p_hours: hours }, z.string());
}

/** Ends the player's pause now; no row changed is an error. */
export async function endPause(userId: string): Promise<void> {
  const { data, error } = await supabase.from('play_limits').update({ paused_until: null }).eq('id', userId).select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'play_limits', id: userId, noun: 'setting' });
}

export function usePausePlay() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pausePlay,
    onSuccess: (until) => {
      toast.success('Play paused', { description: `Paused until ${formatPauseEnd(until)}.` });
      return refreshPlayLimits(client);
    },
    meta: { errorText: 'Could not pause play', serverText: true },
  });
}

export function useEndPause(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => endPause(userId),
    onSuccess: () => {
      toast.success('Pause ended');
      return refreshPlayLimits(client);
    },
    meta: { errorText: 'Could not end the pause', serverText: true },
  });
}
