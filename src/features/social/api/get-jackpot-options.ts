import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { toNumber } from '@/lib/money';
import { socialKeys } from './social-keys';

export interface JackpotOption {
  id: string;
  jackpot_date: string;
  amount: number;
}

/** The 200 most recent W2G jackpots of the user, to link one to a post. */
export async function getJackpotOptions(userId: string, signal?: AbortSignal): Promise<JackpotOption[]> {
  let query = supabase
    .from('w2g_jackpots')
    .select('id, jackpot_date, amount')
    .eq('user_id', userId)
    .order('jackpot_date', { ascending: false })
    .order('jackpot_time', { ascending: false })
    .limit(200);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data.map((j) => ({ ...j, amount: toNumber(j.amount) }));
}

export const jackpotOptionsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: socialKeys.jackpotOptions(userId),
    queryFn: ({ signal }) => getJackpotOptions(userId ?? '', signal),
    enabled: !!userId,
  });

export function useJackpotOptions(userId: string | null) {
  return useQuery(jackpotOptionsQueryOptions(userId));
}
