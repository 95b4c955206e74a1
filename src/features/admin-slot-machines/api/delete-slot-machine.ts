import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { optionKeys } from '@/api/option-keys';
import { SLOT_TOASTS } from '../lib/constants';
import { removeSlotImages } from '../lib/slot-images';
import { slotMachineKeys } from './slot-machine-keys';

export const deleteSlotMachineInputSchema = z.object({ id: z.uuid() });
export type DeleteSlotMachineInput = z.infer<typeof deleteSlotMachineInputSchema>;

/** Removes a machine from the catalog, then its image file; a row that is gone or that RLS keeps is an error saying which. */
export async function deleteSlotMachine(input: DeleteSlotMachineInput): Promise<void> {
  const { id } = deleteSlotMachineInputSchema.parse(input);
  const { data, error } = await supabase.from('slot_machines').delete().eq('id', id).select('id, image_url');
  if (error) throw error;
  await expectWritten(data, { table: 'slot_machines', id, noun: 'slot machine', admin: true });
  await removeSlotImages(
    supabase,
    data.map((m) => m.image_url),
  );
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
    meta: { errorText: SLOT_TOASTS.deleteFailed },
  });
}
