import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import { casinoKeys } from './casino-keys';

const casinoGamesSchema = z.array(
  z.object({
    slot_machine_id: z.string(),
    name: z.string(),
    slot_name: z.nullable(z.string()),
    manufacturer: z.nullable(z.string()),
    listed: z.boolean(),
    seen_month: z.nullable(z.string()),
    my_sessions: z.number(),
    my_first_date: z.nullable(z.string()),
    my_last_date: z.nullable(z.string()),
  }),
);
export type CasinoGame = z.infer<typeof casinoGamesSchema>[number];

/**
 * A casino's games (rpc get_casino_games): its admin-kept list, those >= 5 players logged there in the 12 whole months
 * before the server's current month, and those the player played there (with their dates).
 */
export function getCasinoGames(casinoId: string, signal?: AbortSignal): Promise<CasinoGame[]> {
  return callRpc('get_casino_games', { p_casino: casinoId }, casinoGamesSchema, { signal });
}

/** The app's usual freshness: the answer holds the player's own sessions, which change as they play. */
export const casinoGamesQueryOptions = (casinoId: string) =>
  queryOptions({
    queryKey: casinoKeys.games(casinoId),
    queryFn: ({ signal }) => getCasinoGames(casinoId, signal),
  });

export function useCasinoGames(casinoId: string) {
  return useQuery(casinoGamesQueryOptions(casinoId));
}
