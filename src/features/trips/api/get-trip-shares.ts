import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import { tripKeys } from './trip-keys';

const COLUMNS =
  'id, trip_id, token, show_name, show_dates, show_casinos, show_net, show_w2g_count, expires_at, revoked, created_at, trip:trips(name)' as const;

/** The player's share links, newest first, with their trip's name (Account lists them; a trip page its own). */
export async function getTripShares(userId: string, signal?: AbortSignal) {
  let query = supabase.from('trip_shares').select(COLUMNS).eq('user_id', userId).order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}
export type TripShare = Awaited<ReturnType<typeof getTripShares>>[number];

export const tripSharesQueryOptions = (userId: string) =>
  queryOptions({ queryKey: tripKeys.shares(userId), queryFn: ({ signal }) => getTripShares(userId, signal) });

export function useTripShares() {
  const { user } = useAuth();
  return useQuery({ ...tripSharesQueryOptions(user?.id ?? ''), enabled: !!user });
}
