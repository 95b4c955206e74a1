import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { expectWritten, reloadAction, type ReloadOptions } from '@/lib/writes';
import { optionKeys } from '@/api/option-keys';
import { SLOT_TOASTS } from '../lib/constants';
import { removeSlotImages } from '../lib/slot-images';
import { slotMachineFormSchema, toSlotMachinePayload } from '../lib/slot-form';
import { slotMachineKeys } from './slot-machine-keys';

export const updateSlotMachineInputSchema = z.object({
  id: z.uuid(),
  /** The version the form was loaded from; a newer one means it changed elsewhere. */
  updatedAt: z.string().optional(),
  /** The image the machine had; replaced or cleared, its file is removed from storage. */
  previousImageUrl: z.string().nullish(),
  values: slotMachineFormSchema,
});
export type UpdateSlotMachineInput = z.infer<typeof updateSlotMachineInputSchema>;

/**
 * Saves every field of a catalog machine if unchanged since it was read (0 rows say why: gone, stale, no
 * rights), then removes the file of an image that was replaced or cleared.
 */
export async function updateSlotMachine(input: UpdateSlotMachineInput): Promise<void> {
  const { id, updatedAt, previousImageUrl, values } = updateSlotMachineInputSchema.parse(input);
  const payload = toSlotMachinePayload(values);
  let query = supabase.from('slot_machines').update(payload).eq('id', id);
  if (updatedAt) query = query.eq('updated_at', updatedAt);
  const { data, error } = await query.select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'slot_machines', id, noun: 'slot machine', seenUpdatedAt: updatedAt, admin: true });
  if (previousImageUrl && previousImageUrl !== payload.image_url) await removeSlotImages(supabase, [previousImageUrl]);
}

export function useUpdateSlotMachineMutation(options: ReloadOptions = {}) {
  const queryClient = useQueryClient();
  const reload = reloadAction(() => queryClient.invalidateQueries({ queryKey: slotMachineKeys.lists() }), options);
  return useMutation({
    mutationFn: updateSlotMachine,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: slotMachineKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: optionKeys.slotMachines() }),
      ]),
    meta: { errorText: SLOT_TOASTS.updateFailed, onReload: reload },
  });
}
