import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { supabase } from '@/lib/supabase';
import { optionKeys } from '@/api/option-keys';
import { SLOT_TOASTS } from '../lib/constants';
import { slotMachineFormSchema, toSlotMachinePayload, type SlotMachineFormValues } from '../lib/slot-form';
import { slotMachineKeys } from './slot-machine-keys';

export const createSlotMachineInputSchema = slotMachineFormSchema;
export type CreateSlotMachineInput = SlotMachineFormValues;

/** Adds a machine to the master catalog; returns its id. */
export async function createSlotMachine(input: CreateSlotMachineInput): Promise<string> {
  const payload = toSlotMachinePayload(createSlotMachineInputSchema.parse(input));
  const { data, error } = await supabase.from('slot_machines').insert(payload).select('id').single();
  if (error) throw error;
  return data.id;
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
    onError: () => toast.error('Error', { description: SLOT_TOASTS.addFailed }),
  });
}
