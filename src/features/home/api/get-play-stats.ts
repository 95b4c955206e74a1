import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';

const amount = z.coerce.number().catch(0);

const periodSchema = z.object({
  slot: z.object({
    sessions: amount,
    coins_in: amount,
    coins_out: amount,
    net: amount,
    most_won_casino: z.string().nullable().catch(null),
    most_won_slot: z.string().nullable().catch(null),
  }),
  casino: z.object({ visits: amount, cash_in: amount, cash_out: amount, net: amount }),
});

/** The jsonb of rpc get_play_stats: one aggregate per period. */
export const playStatsSchema = z.object({ today: periodSchema, month: periodSchema, year: periodSchema, all_time: periodSchema });
export type PlayStats = z.infer<typeof playStatsSchema>;
export type PlayStatsPeriod = z.infer<typeof periodSchema>;
export type StatsPeriodKey = keyof PlayStats;

/**
 * Query keys of the home statistics. They nest under `['sessions']`, the prefix every session
 * mutation invalidates, so logging, editing or deleting a session refreshes the card.
 */
export const homeKeys = {
  all: ['sessions', 'play-stats'] as const,
  stats: (today: string) => [...homeKeys.all, today] as const,
};

/** All four periods of the caller's statistics in one call, in the caller's local date `today`. */
export async function getPlayStats(today: string, signal?: AbortSignal): Promise<PlayStats> {
  let query = supabase.rpc('get_play_stats', { p_today: today });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return playStatsSchema.parse(data);
}

export const playStatsQueryOptions = (today: string) =>
  queryOptions({ queryKey: homeKeys.stats(today), queryFn: ({ signal }) => getPlayStats(today, signal) });

export function usePlayStats(today: string) {
  return useQuery(playStatsQueryOptions(today));
}
