import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { useAuth } from '@/hooks/use-auth';
import type { CasinoOption } from '@/components/pickers/picker-options';
import { optionKeys } from './option-keys';

/** All casinos in the directory (archived ones left out: id, name, city, state) ordered by name, for pickers. */
export async function getCasinoList(signal?: AbortSignal) {
  const { data, error } = await supabase
    .from('casinos')
    .select('id, name, city, state')
    .is('archived_at', null)
    .order('name')
    .abortSignal(signal ?? new AbortController().signal);
  if (error) throw error;
  return data;
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

/** Casino picker options with the signed-in player's favourites flagged. */
export function useCasinoOptions(): { options: CasinoOption[]; isLoading: boolean; error: Error | null } {
  const { user } = useAuth();
  const casinos = useQuery(casinoListQueryOptions());
  const favorites = useQuery(favoriteCasinoIdsQueryOptions(user?.id ?? null));
  const options = useMemo(() => {
    const fav = new Set(favorites.data ?? []);
    return (casinos.data ?? []).map((c) => ({ ...c, isFavorite: fav.has(c.id) }));
  }, [casinos.data, favorites.data]);
  return { options, isLoading: casinos.isLoading, error: casinos.error ?? favorites.error ?? null };
}
