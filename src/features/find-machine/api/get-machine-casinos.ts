import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import { findKeys } from './find-keys';

/**
 * A casino that has a game: on its admin-kept list (`listed`), seen by others (`seen_month`, the 1st of the month)
 * and/or played there by the player (`my_sessions`, `my_first_date`, `my_last_date`).
 */
const machineCasinosSchema = z.array(
  z.object({
    slot_machine_id: z.string(),
    casino_id: z.string(),
    name: z.string(),
    city: z.nullable(z.string()),
    state: z.nullable(z.string()),
    latitude: z.nullable(z.number()),
    longitude: z.nullable(z.number()),
    listed: z.boolean(),
    seen_month: z.nullable(z.string()),
    my_sessions: z.number(),
    my_first_date: z.nullable(z.string()),
    my_last_date: z.nullable(z.string()),
  }),
);
export type MachineCasino = z.infer<typeof machineCasinosSchema>[number];

/**
 * The casinos that have each of `games` (rpc get_machine_casinos: the admin list, >= 5 players in the 12 whole months
 * before the server's current month, the player's own sessions).
 */
export async function getMachineCasinos(games: readonly string[], signal?: AbortSignal): Promise<MachineCasino[]> {
  if (games.length === 0) return [];
  return callRpc('get_machine_casinos', { p_machines: [...games] }, machineCasinosSchema, { signal });
}

/** The app's usual freshness: the answer holds the player's own sessions, which change as they play. */
export const machineCasinosQueryOptions = (games: readonly string[]) =>
  queryOptions({
    queryKey: findKeys.machineCasinos(games),
    queryFn: ({ signal }) => getMachineCasinos(games, signal),
  });

/** Idle without games; a new choice keeps the last answer on screen until its own arrives. */
export function useMachineCasinos(games: readonly string[]) {
  return useQuery({ ...machineCasinosQueryOptions(games), enabled: games.length > 0, placeholderData: keepPreviousData });
}
