import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminCasinoKeys } from './admin-casino-keys';

/** The distinct states present in the casino directory, sorted (the directory's state filter). */
export async function getCasinoStates(signal: AbortSignal): Promise<string[]> {
  const { data, error } = await supabase.from('casinos').select('state').not('state', 'is', null).abortSignal(signal);
  if (error) throw error;
  const states = new Set(data.map((r) => r.state?.trim()).filter((s): s is string => !!s));
  return [...states].sort((a, b) => a.localeCompare(b));
}

export const casinoStatesQueryOptions = () =>
  queryOptions({ queryKey: adminCasinoKeys.states(), queryFn: ({ signal }) => getCasinoStates(signal) });

export function useCasinoStates() {
  return useQuery(casinoStatesQueryOptions());
}
