import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { supabase } from '@/lib/supabase';
import { casinoSaveErrorMessage } from '../lib/casino-errors';
import { casinoFormSchema, toCasinoPayload, type CasinoFormValues } from '../lib/casino-form-schema';
import { adminCasinoKeys } from './admin-casino-keys';

export const createCasinoInputSchema = casinoFormSchema;
export type CreateCasinoInput = CasinoFormValues;

/** Inserts a casino from the admin form; returns its id. */
export async function createCasino(input: CreateCasinoInput): Promise<string> {
  const { data, error } = await supabase.from('casinos').insert(toCasinoPayload(input)).select('id').single();
  if (error) throw error;
  return data.id;
}

export function useCreateCasinoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCasino,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCasinoKeys.all }),
    onError: (error) => toast.error('Error', { description: casinoSaveErrorMessage(error, 'add') }),
  });
}
