import { queryOptions, useQuery } from '@tanstack/react-query';
import { localTimestamp } from '@/lib/calendar';
import { supabase } from '@/lib/supabase';
import { sessionKeys } from './session-keys';

/** How many slot sessions and W2Gs a casino session holds (what deleting it "with its play" deletes). */
export type CasinoSessionHoldings = { slotSessions: number; w2gJackpots: number };

/**
 * The slot sessions and W2Gs casino session `id` holds, by the one SQL definition (get_casino_session_holdings:
 * a closed one covers the slot sessions started inside its hours and owns their W2Gs; an active one holds its
 * casino's slot play since its arrival).
 */
export async function getCasinoSessionHoldings(id: string, signal?: AbortSignal): Promise<CasinoSessionHoldings> {
  let query = supabase.rpc('get_casino_session_holdings', { p_id: id, p_now: localTimestamp() });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  const raw = data as { slot_sessions?: number; w2g_jackpots?: number } | null;
  return { slotSessions: Number(raw?.slot_sessions ?? 0), w2gJackpots: Number(raw?.w2g_jackpots ?? 0) };
}

export const casinoSessionHoldingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...sessionKeys.casino(), 'holdings', id] as const,
    queryFn: ({ signal }) => getCasinoSessionHoldings(id, signal),
    staleTime: 0,
  });

export function useCasinoSessionHoldings(id: string | null) {
  return useQuery({ ...casinoSessionHoldingsQueryOptions(id ?? ''), enabled: !!id });
}
