import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { IMPORT_STATUSES } from '../lib/constants';
import { parseCount } from '../lib/state-management';
import { stateManagementKeys } from './admin-casino-keys';

const count = z.union([z.string(), z.number()]).transform((v) => parseCount(v));

export const updateStateManagementInputSchema = z.object({
  id: z.string().min(1),
  priority_level: z.coerce.number().int().min(1).max(5),
  total_casinos_count: count,
  verified_casinos_count: count,
  import_status: z.enum(IMPORT_STATUSES),
});
export type UpdateStateManagementInput = z.input<typeof updateStateManagementInputSchema>;

/** Saves an inline-edited state row (counts parse to integers, 0 if invalid) with a fresh updated_at. */
export async function updateStateManagement(input: UpdateStateManagementInput): Promise<void> {
  const { id, ...changes } = updateStateManagementInputSchema.parse(input);
  const { error } = await supabase
    .from('state_casino_management')
    .update({ ...changes, updated_at: new Date().toISOString() })
    .eq('id', id);
  if (error) throw error;
}

export function useUpdateStateManagementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateStateManagement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stateManagementKeys.all }),
    onError: () => toast.error('Error', { description: 'Failed to update state management data' }),
  });
}
