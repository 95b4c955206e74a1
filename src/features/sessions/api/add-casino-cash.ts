import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { useAuth } from '@/hooks/use-auth';
import type { Json } from '@/lib/database.types';
import { parseMoneyInput } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';
import { supabase } from '@/lib/supabase';
import { buildAddCashEntry, CASH_SOURCES, composeAddCashNote } from '../lib/add-cash';
import { CASINO_TOASTS } from './create-casino-session';
import { NOT_AUTHENTICATED } from './create-slot-session';
import { sessionKeys } from './session-keys';

/** The Add Cash form as typed: amount and source are required; fee and extra note are optional. */
export const addCashFormSchema = z.object({
  amount: moneyTextSchema('Amount'),
  source: z.string().refine((v) => (CASH_SOURCES as readonly string[]).includes(v), 'Source is required'),
  fee: moneyTextSchema('Fee', { optional: true }),
  extraNote: z.string().max(500, 'At most 500 characters'),
});
export type AddCashFormValues = z.infer<typeof addCashFormSchema>;

/** The entry to append: amount and the composed note. */
export const addCashSchema = addCashFormSchema.transform((v) => ({
  amount: parseMoneyInput(v.amount) ?? 0,
  note: composeAddCashNote(v.source, parseMoneyInput(v.fee), v.extraNote),
}));
export type AddCashInput = z.output<typeof addCashSchema> & { sessionId: string };

/** Appends an entry {amount, timestamp, note} to a visit's additional_cash: read, then update (spec §7). */
export async function addCasinoCash(userId: string | undefined, input: AddCashInput): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const read = await supabase
    .from('casino_sessions')
    .select('additional_cash')
    .eq('id', input.sessionId)
    .eq('user_id', userId)
    .single();
  if (read.error) throw read.error;
  const entry = buildAddCashEntry(input.amount, input.note);
  // Keep the stored entries exactly as they are; only append.
  const current = Array.isArray(read.data.additional_cash) ? read.data.additional_cash : [];
  const next = [...current, { ...entry }];
  const { error } = await supabase
    .from('casino_sessions')
    .update({ additional_cash: next as Json })
    .eq('id', input.sessionId)
    .eq('user_id', userId);
  if (error) throw error;
}

export function useAddCasinoCash() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AddCashInput) => addCasinoCash(user?.id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    onError: () => toast.error(CASINO_TOASTS.cashFailed),
  });
}
