import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { casinoSaveErrorMessage } from '../lib/casino-errors';
import { casinoFormSchema, toCasinoPayload, type CasinoFormValues } from '../lib/casino-form-schema';
import { adminCasinoKeys } from './admin-casino-keys';

export const createCasinoInputSchema = casinoFormSchema;
export type CreateCasinoInput = CasinoFormValues;

/** Inserts a casino from the admin form once (a repeat of the form's `id` adds nothing); returns its id. */
export async function createCasino({ id, ...values }: CreateCasinoInput & { id: string }): Promise<string> {
  const { error } = await supabase.from('casinos').upsert({ ...toCasinoPayload(values), id }, INSERT_ONCE);
  if (error) throw error;
  return id;
}

export function useCreateCasinoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCasino,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCasinoKeys.all }),
    meta: { errorText: (error) => casinoSaveErrorMessage(error, 'add') },
  });
}
