import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import type { SlotMachineOption } from '@/lib/picker-options';
import { optionKeys } from './option-keys';

export const UNLISTED_NAME_MAX = 100;

/**
 * "Not listed": adds the player's own slot machine (visible to them only) so a session or jackpot can
 * name a machine the catalog lacks. The id is made here, so a resend after a lost answer adds nothing.
 */
export async function addUnlistedSlotMachine(input: { id: string; name: string; userId: string }): Promise<SlotMachineOption> {
  const row = { id: input.id, name: input.name, slot_name: null, manufacturer: null, added_by: input.userId };
  const { error } = await supabase.from('slot_machines').upsert(row, { onConflict: 'id', ignoreDuplicates: true });
  if (error) throw error;
  return { id: row.id, name: row.name, slot_name: null, manufacturer: null, added_by: row.added_by };
}

/** Returns the machine's id: an existing one of the player's with the same name, else a new one. */
export function useAddUnlistedSlotMachine() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: addUnlistedSlotMachine,
    onSuccess: (option) => {
      queryClient.setQueryData<SlotMachineOption[]>(optionKeys.slotMachines(), (old) =>
        old && !old.some((o) => o.id === option.id) ? [...old, option].sort((a, b) => a.name.localeCompare(b.name)) : old,
      );
    },
  });
  const add = async (typed: string): Promise<string> => {
    const name = typed.trim().replace(/\s+/g, ' ');
    if (!user) throw new Error('Not authenticated');
    const mine = queryClient
      .getQueryData<SlotMachineOption[]>(optionKeys.slotMachines())
      ?.find((o) => o.added_by === user.id && o.name.toLowerCase() === name.toLowerCase());
    if (mine) return mine.id;
    return (await mutation.mutateAsync({ id: crypto.randomUUID(), name, userId: user.id })).id;
  };
  return { add, isPending: mutation.isPending, error: mutation.error };
}
