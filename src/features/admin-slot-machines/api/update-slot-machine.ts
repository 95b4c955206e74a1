import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { optionKeys } from '@/api/option-keys';
import { SLOT_TOASTS } from '../lib/constants';
import { slotMachineFormSchema, toSlotMachinePayload } from '../lib/slot-form';
import { slotMachineKeys } from './slot-machine-keys';

export const updateSlotMachineInputSchema = z.object({ id: z.uuid(), values: slotMachineFormSchema });
export type UpdateSlotMachineInput = z.infer<typeof updateSlotMachineInputSchema>;

/** Saves every field of a catalog machine; a row that RLS hides or keeps counts as a failure. */
export async function updateSlotMachine(input: UpdateSlotMachineInput): Promise<void> {
  const { id, values } = updateSlotMachineInputSchema.parse(input);
  const { data, error } = await supabase.from('slot_machines').update(toSlotMachinePayload(values)).eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Slot machine not updated');
}

export function useUpdateSlotMachineMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlotMachine,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: slotMachineKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: optionKeys.slotMachines() }),
      ]),
    onError: () => toast.error('Error', { description: SLOT_TOASTS.updateFailed }),
  });
}
