import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { optionKeys } from '@/api/option-keys';
import { SLOT_TOASTS } from '../lib/constants';
import { slotMachineFormSchema, toSlotMachinePayload, type SlotMachineFormValues } from '../lib/slot-form';
import { slotMachineKeys } from './slot-machine-keys';

export const createSlotMachineInputSchema = slotMachineFormSchema;
export type CreateSlotMachineInput = SlotMachineFormValues;

/** Adds a machine to the master catalog once per form `id`; returns its id. */
export async function createSlotMachine(input: CreateSlotMachineInput & { id: string }): Promise<string> {
  const payload = toSlotMachinePayload(createSlotMachineInputSchema.parse(input));
  const { error } = await supabase.from('slot_machines').upsert({ ...payload, id: input.id }, INSERT_ONCE);
  if (error) throw error;
  return input.id;
}

export function useCreateSlotMachineMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSlotMachine,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: slotMachineKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: optionKeys.slotMachines() }),
      ]),
    meta: { errorText: SLOT_TOASTS.addFailed },
  });
}
