import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { CASINO_CARD_COLUMNS } from './get-casinos';
import { casinoKeys } from './casino-keys';

const CASINO_DETAIL_COLUMNS = `${CASINO_CARD_COLUMNS}, email, description, smoking_policy, dress_code, parking_info` as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One casino with its detail columns, or null when no casino has that id. */
export async function getCasino(id: string, signal?: AbortSignal) {
  if (!UUID.test(id)) return null;
  const query = supabase.from('casinos').select(CASINO_DETAIL_COLUMNS).eq('id', id);
  const { data, error } = await (signal ? query.abortSignal(signal) : query).maybeSingle();
  if (error) throw error;
  return data;
}

export type CasinoDetail = NonNullable<Awaited<ReturnType<typeof getCasino>>>;

export const casinoQueryOptions = (id: string) =>
  queryOptions({ queryKey: casinoKeys.detail(id), queryFn: ({ signal }) => getCasino(id, signal) });

export function useCasino(id: string) {
  return useQuery(casinoQueryOptions(id));
}
