import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { DELETE_CASINO_FAILED } from '../lib/casino-errors';
import { adminCasinoKeys } from './admin-casino-keys';

export const deleteCasinoInputSchema = z.object({ id: z.uuid() });
export type DeleteCasinoInput = z.infer<typeof deleteCasinoInputSchema>;

/** Deletes a casino; a row that RLS hides or keeps counts as a failure. */
export async function deleteCasino({ id }: DeleteCasinoInput): Promise<void> {
  const { data, error } = await supabase.from('casinos').delete().eq('id', id).select('id');
  if (error) throw error;
  if (data.length === 0) throw new Error('Casino not deleted');
}

export function useDeleteCasinoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCasino,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCasinoKeys.all }),
    onError: () => toast.error('Error', { description: DELETE_CASINO_FAILED }),
  });
}
