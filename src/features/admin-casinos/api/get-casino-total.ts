import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminCasinoKeys } from './admin-casino-keys';

/** How many casinos the directory holds (head count). */
export async function getCasinoTotal(signal: AbortSignal): Promise<number> {
  const { count, error } = await supabase
    .from('casinos')
    .select('id', { count: 'exact', head: true })
    .is('archived_at', null)
    .abortSignal(signal);
  if (error) throw error;
  return count ?? 0;
}

export const casinoTotalQueryOptions = () =>
  queryOptions({ queryKey: adminCasinoKeys.total(), queryFn: ({ signal }) => getCasinoTotal(signal) });

export function useCasinoTotal() {
  return useQuery(casinoTotalQueryOptions());
}
