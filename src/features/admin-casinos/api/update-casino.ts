import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { expectWritten, reloadAction, type ReloadOptions } from '@/lib/writes';
import { casinoSaveErrorMessage } from '../lib/casino-errors';
import { casinoFormSchema, toCasinoPayload } from '../lib/casino-form-schema';
import { adminCasinoKeys } from './admin-casino-keys';

/** `updatedAt`: the version the form was loaded from; a newer one means it changed elsewhere. */
export const updateCasinoInputSchema = z.object({ id: z.uuid(), updatedAt: z.string().optional(), values: casinoFormSchema });
export type UpdateCasinoInput = z.infer<typeof updateCasinoInputSchema>;

/** Updates a casino from the admin form if unchanged since it was read; 0 rows say why (gone, stale, no rights). */
export async function updateCasino({ id, updatedAt, values }: UpdateCasinoInput): Promise<void> {
  let query = supabase.from('casinos').update(toCasinoPayload(values)).eq('id', id);
  if (updatedAt) query = query.eq('updated_at', updatedAt);
  const { data, error } = await query.select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'casinos', id, noun: 'casino', seenUpdatedAt: updatedAt, admin: true });
}

export function useUpdateCasinoMutation(options: ReloadOptions = {}) {
  const queryClient = useQueryClient();
  const reload = reloadAction(() => queryClient.invalidateQueries({ queryKey: adminCasinoKeys.all }), options);
  return useMutation({
    mutationFn: updateCasino,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCasinoKeys.all }),
    meta: { errorText: (error) => casinoSaveErrorMessage(error, 'update'), onReload: reload },
  });
}
