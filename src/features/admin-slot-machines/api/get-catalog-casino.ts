import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { slotMachineKeys } from './slot-machine-keys';

/** The casino whose slot machines page is open (name and place), or null when it does not exist. */
export async function getCatalogCasino(casinoId: string, signal: AbortSignal) {
  const { data, error } = await supabase
    .from('casinos')
    .select('id, name, city, state')
    .eq('id', casinoId)
    .abortSignal(signal)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export const catalogCasinoQueryOptions = (casinoId: string) =>
  queryOptions({ queryKey: slotMachineKeys.casino(casinoId), queryFn: ({ signal }) => getCatalogCasino(casinoId, signal) });

export function useCatalogCasino(casinoId: string) {
  return useQuery(catalogCasinoQueryOptions(casinoId));
}
