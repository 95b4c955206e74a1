import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { CASINO_GAME_TOASTS } from '../lib/constants';
import { slotMachineKeys } from './slot-machine-keys';

/** The catalog games on a casino's admin-kept list (what Find a machine shows as "On the casino's list"), by name. */
export async function getCasinoListedGames(casinoId: string, signal: AbortSignal) {
  const { data, error } = await supabase
    .from('casino_slot_machines')
    .select('id, slot_machine_id, slot_machine:slot_machines(name, slot_name, manufacturer)')
    .eq('casino_id', casinoId)
    .abortSignal(signal);
  if (error) throw error;
  return data.sort((a, b) => (a.slot_machine?.name ?? '').localeCompare(b.slot_machine?.name ?? ''));
}
export type CasinoListedGame = Awaited<ReturnType<typeof getCasinoListedGames>>[number];

export const casinoListedGamesQueryOptions = (casinoId: string) =>
  queryOptions({ queryKey: slotMachineKeys.casinoGames(casinoId), queryFn: ({ signal }) => getCasinoListedGames(casinoId, signal) });

export function useCasinoListedGames(casinoId: string) {
  return useQuery(casinoListedGamesQueryOptions(casinoId));
}

/** Puts a catalog game on a casino's list (once: the same game twice is refused by the table, 23505). */
export async function addCasinoGame(input: { casinoId: string; slotMachineId: string }): Promise<void> {
  const { error } = await supabase.from('casino_slot_machines').insert({ casino_id: input.casinoId, slot_machine_id: input.slotMachineId });
  if (error?.code === '23505') throw new Error(CASINO_GAME_TOASTS.already);
  if (error) throw error;
}

/** Takes a game off a casino's list; a row that is gone or that RLS keeps is an error saying which. */
export async function removeCasinoGame(input: { id: string }): Promise<void> {
  const { data, error } = await supabase.from('casino_slot_machines').delete().eq('id', input.id).select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'casino_slot_machines', id: input.id, noun: 'listing', admin: true });
}

function useCasinoGameMutation<I>(casinoId: string, mutationFn: (input: I) => Promise<void>, errorText: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: slotMachineKeys.casinoGames(casinoId) }),
    meta: { errorText, serverText: true },
  });
}

export const useAddCasinoGameMutation = (casinoId: string) => useCasinoGameMutation(casinoId, addCasinoGame, CASINO_GAME_TOASTS.addFailed);
export const useRemoveCasinoGameMutation = (casinoId: string) =>
  useCasinoGameMutation(casinoId, removeCasinoGame, CASINO_GAME_TOASTS.removeFailed);
