import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { withSeconds } from '@/lib/dates';
import { moneyAmountSchema } from '@/lib/money-schema';
import { errorMessage } from '@/lib/error-message';
import { reportKeys } from './report-keys';

export const updateW2gJackpotSchema = z.object({
  id: z.string().min(1),
  amount: moneyAmountSchema,
  tax_withheld: moneyAmountSchema,
  notes: z.string().trim().max(2000).nullable(),
  jackpot_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  jackpot_time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
});
export type UpdateW2gJackpotInput = z.input<typeof updateW2gJackpotSchema>;

/** Updates amount, tax, notes, date and time (sent with ':00' seconds) of one jackpot. */
export async function updateW2gJackpot(input: UpdateW2gJackpotInput) {
  const { id, ...v } = updateW2gJackpotSchema.parse(input);
  const { data, error } = await supabase
    .from('w2g_jackpots')
    .update({
      amount: v.amount,
      tax_withheld: v.tax_withheld,
      notes: v.notes ? v.notes : null,
      jackpot_date: v.jackpot_date,
      jackpot_time: withSeconds(v.jackpot_time),
    })
    .eq('id', id)
    .select('id')
    .single();
  if (error) throw error;
  return data;
}

/** Edits a jackpot; failures toast 'Failed to update' (or the server message). */
export function useUpdateW2gJackpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateW2gJackpot,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportKeys.jackpots }),
    onError: (error) => toast.error('Error', { description: errorMessage(error, 'Failed to update') }),
  });
}
