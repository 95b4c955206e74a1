import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { useAuth } from '@/hooks/use-auth';
import type { CasinoOption } from '@/lib/picker-options';
import { optionKeys } from './option-keys';

/**
 * Every casino (id, name, city, state) ordered by name, for pickers. Archived ones are flagged: a picker offers
 * them only as the value a record already has, so editing a record keeps its establishment.
 */
export async function getCasinoList(signal?: AbortSignal) {
  const { data, error } = await supabase
    .from('casinos')
    .select('id, name, city, state, archived_at')
    .order('name')
    .abortSignal(signal ?? new AbortController().signal);
  if (error) throw error;
  return data.map(({ archived_at, ...c }) => ({ ...c, archived: archived_at !== null }));
}

/** Ids of the signed-in player's favourite casinos. */
export async function getFavoriteCasinoIds(userId: string, signal?: AbortSignal): Promise<string[]> {
  const { data, error } = await supabase
    .from('user_casino_preferences')
    .select('casino_id')
    .eq('user_id', userId)
    .eq('is_favorite', true)
    .abortSignal(signal ?? new AbortController().signal);
  if (error) throw error;
  return data.map((r) => r.casino_id);
}

export const casinoListQueryOptions = () =>
  queryOptions({ queryKey: optionKeys.casinos(), queryFn: ({ signal }) => getCasinoList(signal), staleTime: 5 * 60_000 });

export const favoriteCasinoIdsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: optionKeys.favorites(userId),
    queryFn: ({ signal }) => (userId ? getFavoriteCasinoIds(userId, signal) : Promise.resolve([])),
    enabled: !!userId,
  });

/** Casino picker options with the signed-in player's favourites flagged; `favoritesReady` once those are known. */
export function useCasinoOptions(): { options: CasinoOption[]; isLoading: boolean; favoritesReady: boolean; error: Error | null } {
  const { user } = useAuth();
  const casinos = useQuery(casinoListQueryOptions());
  const favorites = useQuery(favoriteCasinoIdsQueryOptions(user?.id ?? null));
  const options = useMemo(() => {
    const fav = new Set(favorites.data ?? []);
    return (casinos.data ?? []).map((c) => ({ ...c, isFavorite: fav.has(c.id) }));
  }, [casinos.data, favorites.data]);
  // Favourites known (or failed: the list still works without them) before anything is chosen for the player.
  const favoritesReady = !user || favorites.isSuccess || favorites.isError;
  return { options, isLoading: casinos.isLoading, favoritesReady, error: casinos.error ?? favorites.error ?? null };
}
