import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { DELETE_CASINO_FAILED } from '../lib/casino-errors';
import { adminCasinoKeys } from './admin-casino-keys';

export const deleteCasinoInputSchema = z.object({ id: z.uuid() });
export type DeleteCasinoInput = z.infer<typeof deleteCasinoInputSchema>;

/**
 * Removes a casino from the directory by ARCHIVING it (hidden from lists and pickers): the sessions, casino sessions and
 * W-2Gs that name it keep its name and address. A row that is gone or that RLS keeps is an error saying which.
 */
export async function deleteCasino({ id }: DeleteCasinoInput): Promise<void> {
  const { data, error } = await supabase.from('casinos').update({ archived_at: new Date().toISOString() }).eq('id', id).select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'casinos', id, noun: 'casino', admin: true });
}

export function useDeleteCasinoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCasino,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCasinoKeys.all }),
    meta: { errorText: DELETE_CASINO_FAILED },
  });
}
