import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { DIRECTORY_PAGE_SIZE } from '../lib/constants';
import { sanitizeSearch } from '../lib/directory';
import { adminCasinoKeys, type DirectoryFilters } from './admin-casino-keys';

const DIRECTORY_COLUMNS =
  'id, name, rewards_program, street_address, city, state, zip_code, location, phone, website, casino_type' as const;

/** One page of the Casino Directory (name order) and the number of casinos matching the filters. */
export async function getAdminCasinos(filters: DirectoryFilters, favoriteIds: readonly string[], signal: AbortSignal) {
  const from = filters.page * DIRECTORY_PAGE_SIZE;
  let query = supabase.from('casinos').select(DIRECTORY_COLUMNS, { count: 'exact' }).is('archived_at', null);
  const q = sanitizeSearch(filters.search);
  if (q) query = query.or(`name.ilike.%${q}%,city.ilike.%${q}%,state.ilike.%${q}%`);
  if (filters.state) query = query.eq('state', filters.state);
  if (filters.favoritesOnly) query = query.in('id', favoriteIds.length > 0 ? [...favoriteIds] : ['00000000-0000-0000-0000-000000000000']);
  const { data, count, error } = await query
    .order('name')
    .order('id')
    .range(from, from + DIRECTORY_PAGE_SIZE - 1)
    .abortSignal(signal);
  if (error) throw error;
  return { rows: data, count: count ?? 0 };
}
export type DirectoryCasino = Awaited<ReturnType<typeof getAdminCasinos>>['rows'][number];

export const adminCasinosQueryOptions = (filters: DirectoryFilters, favoriteIds: readonly string[]) =>
  queryOptions({
    queryKey: adminCasinoKeys.directory(filters, favoriteIds),
    queryFn: ({ signal }) => getAdminCasinos(filters, favoriteIds, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminCasinos(filters: DirectoryFilters, favoriteIds: readonly string[], enabled = true) {
  return useQuery({ ...adminCasinosQueryOptions(filters, favoriteIds), enabled });
}
