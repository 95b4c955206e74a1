import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { stateManagementKeys } from './admin-casino-keys';

export const deleteStateManagementInputSchema = z.object({ id: z.string().min(1) });
export type DeleteStateManagementInput = z.infer<typeof deleteStateManagementInputSchema>;

/** Deletes a state management row; nothing deleted counts as a failure. */
export async function deleteStateManagement({ id }: DeleteStateManagementInput): Promise<void> {
  const { data, error } = await supabase.from('state_casino_management').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('State not deleted');
}

export function useDeleteStateManagementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStateManagement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stateManagementKeys.all }),
    onError: () => toast.error('Error', { description: 'Failed to delete state' }),
  });
}
