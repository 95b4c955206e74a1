import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { optionKeys } from '@/api/option-keys';
import { SLOT_TOASTS } from '../lib/constants';
import { slotMachineKeys } from './slot-machine-keys';

export const deleteSlotMachineInputSchema = z.object({ id: z.uuid() });
export type DeleteSlotMachineInput = z.infer<typeof deleteSlotMachineInputSchema>;

/** Removes a machine from the catalog; a row that RLS hides or keeps counts as a failure. */
export async function deleteSlotMachine(input: DeleteSlotMachineInput): Promise<void> {
  const { id } = deleteSlotMachineInputSchema.parse(input);
  const { data, error } = await supabase.from('slot_machines').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Slot machine not deleted');
}

export function useDeleteSlotMachineMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSlotMachine,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: slotMachineKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: optionKeys.slotMachines() }),
      ]),
    onError: () => toast.error('Error', { description: SLOT_TOASTS.deleteFailed }),
  });
}
