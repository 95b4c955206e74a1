import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { casinoSaveErrorMessage } from '../lib/casino-errors';
import { casinoFormSchema, toCasinoPayload } from '../lib/casino-form-schema';
import { adminCasinoKeys } from './admin-casino-keys';

export const updateCasinoInputSchema = z.object({ id: z.uuid(), values: casinoFormSchema });
export type UpdateCasinoInput = z.infer<typeof updateCasinoInputSchema>;

/** Updates a casino from the admin form. */
export async function updateCasino({ id, values }: UpdateCasinoInput): Promise<void> {
  const { error } = await supabase.from('casinos').update(toCasinoPayload(values)).eq('id', id);
  if (error) throw error;
}

export function useUpdateCasinoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCasino,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCasinoKeys.all }),
    onError: (error) => toast.error('Error', { description: casinoSaveErrorMessage(error, 'update') }),
  });
}
