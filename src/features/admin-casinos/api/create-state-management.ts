import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { IMPORT_STATUSES } from '../lib/constants';
import { STATE_LIST } from '../lib/us-states';
import { stateManagementKeys } from './admin-casino-keys';

export const createStateManagementInputSchema = z.object({
  state_code: z.string().refine((c) => STATE_LIST.some((s) => s.code === c), { message: 'Please select a state' }),
  priority_level: z.coerce.number().int().min(1).max(5),
  import_status: z.enum(IMPORT_STATUSES),
});
export type CreateStateManagementInput = z.input<typeof createStateManagementInputSchema>;

/** Adds a state to the import programme once per dialog `id` (name from the 50-state list, counts 0). */
export async function createStateManagement(input: CreateStateManagementInput & { id: string }): Promise<void> {
  const v = createStateManagementInputSchema.parse(input);
  const state = STATE_LIST.find((s) => s.code === v.state_code)!;
  const row = {
    id: input.id,
    state_name: state.name,
    state_code: state.code,
    priority_level: v.priority_level,
    import_status: v.import_status,
  };
  const { error } = await supabase.from('state_casino_management').upsert(row, INSERT_ONCE);
  if (error) throw error;
}

export function useCreateStateManagementMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStateManagement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stateManagementKeys.all }),
    meta: { errorText: 'Failed to add state' },
  });
}
