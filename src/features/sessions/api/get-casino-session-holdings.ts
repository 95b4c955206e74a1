import { queryOptions, useQuery } from '@tanstack/react-query';
import { localTimestamp } from '@/lib/calendar';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import { sessionKeys } from './session-keys';

const count = z._default(z.coerce.number(), 0);

/** How many slot sessions and W2Gs a casino session holds (what deleting it "with its play" deletes). */
export const holdingsSchema = z.pipe(
  z.nullable(z.object({ slot_sessions: count, w2g_jackpots: count })),
  z.transform((h) => ({ slotSessions: h?.slot_sessions ?? 0, w2gJackpots: h?.w2g_jackpots ?? 0 })),
);
export type CasinoSessionHoldings = z.infer<typeof holdingsSchema>;

/**
 * The slot sessions and W2Gs casino session `id` holds, by the one SQL definition (get_casino_session_holdings:
 * a closed one covers the slot sessions started inside its hours and owns their W2Gs; an active one holds its
 * casino's slot play since its arrival).
 */
export function getCasinoSessionHoldings(id: string, signal?: AbortSignal): Promise<CasinoSessionHoldings> {
  return callRpc('get_casino_session_holdings', { p_id: id, p_now: localTimestamp() }, holdingsSchema, { signal });
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
