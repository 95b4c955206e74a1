import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { useAuth } from '@/hooks/use-auth';
import { adminCasinoKeys } from './admin-casino-keys';

/** Ids of the casinos the signed-in admin marked as favourites (the directory's favorites-only toggle). */
export async function getFavoriteCasinoIds(userId: string, signal: AbortSignal): Promise<string[]> {
  const { data, error } = await supabase
    .from('user_casino_preferences')
    .select('casino_id')
    .eq('user_id', userId)
    .eq('is_favorite', true)
    .abortSignal(signal);
  if (error) throw error;
  return data.map((r) => r.casino_id).sort();
}

export const favoriteCasinoIdsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: adminCasinoKeys.favorites(userId),
    queryFn: ({ signal }) => (userId ? getFavoriteCasinoIds(userId, signal) : Promise.resolve([])),
  });

export function useFavoriteCasinoIds() {
  const { user } = useAuth();
  return useQuery(favoriteCasinoIdsQueryOptions(user?.id ?? null));
}
