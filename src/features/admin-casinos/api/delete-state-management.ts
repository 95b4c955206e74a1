import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { stateManagementKeys } from './admin-casino-keys';

export const deleteStateManagementInputSchema = z.object({ id: z.string().min(1) });
export type DeleteStateManagementInput = z.infer<typeof deleteStateManagementInputSchema>;

/** Deletes a state management row; nothing deleted counts as a failure. */
export async function deleteStateManagement({ id }: DeleteStateManagementInput): Promise<void> {
  const { data, error } = await supabase.from('state_casino_management').delete().eq('id', id).select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'state_casino_management', id, noun: 'state', admin: true });
}

export function useDeleteStateManagementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStateManagement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stateManagementKeys.all }),
    meta: { errorText: 'Failed to delete state' },
  });
}
