import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { expectWritten, reloadAction, type ReloadOptions } from '@/lib/writes';
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
  /** The version the row was shown at; a newer one means it changed elsewhere. */
  updatedAt: z.string().optional(),
});
export type UpdateStateManagementInput = z.input<typeof updateStateManagementInputSchema>;

/** Saves an inline-edited state row (counts parse to integers, 0 if invalid) if unchanged since shown; 0 rows say why. */
export async function updateStateManagement(input: UpdateStateManagementInput): Promise<void> {
  const { id, updatedAt, ...changes } = updateStateManagementInputSchema.parse(input);
  let query = supabase.from('state_casino_management').update(changes).eq('id', id);
  if (updatedAt) query = query.eq('updated_at', updatedAt);
  const { data, error } = await query.select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'state_casino_management', id, noun: 'state', seenUpdatedAt: updatedAt, admin: true });
}

export function useUpdateStateManagementMutation(options: ReloadOptions = {}) {
  const queryClient = useQueryClient();
  const reload = reloadAction(() => queryClient.invalidateQueries({ queryKey: stateManagementKeys.all }), options);
  return useMutation({
    mutationFn: updateStateManagement,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stateManagementKeys.all }),
    meta: { errorText: 'Failed to update state management data', onReload: reload },
  });
}
