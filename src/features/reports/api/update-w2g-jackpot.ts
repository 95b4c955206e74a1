import { SESSIONS_ROOT } from '@/api/query-roots';
import { toastError } from '@/lib/write-errors';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { withSeconds } from '@/lib/dates';
import { moneyAmountSchema } from '@/lib/money-schema';
import { w2gStateAmountsShape } from '@/lib/w2g-state';
import { expectWritten, reloadAction, toastWriteFailure, type ReloadOptions } from '@/lib/writes';
import { reportKeys } from './report-keys';

export const updateW2gJackpotSchema = z.object({
  id: z.string().min(1),
  /** The version the form was loaded from; a newer one means it changed elsewhere. */
  updatedAt: z.string().optional(),
  amount: moneyAmountSchema,
  tax_withheld: moneyAmountSchema,
  notes: z.string().trim().max(2000).nullable(),
  jackpot_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  jackpot_time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
  /** W-2G boxes 13-15 and the hand pay (left as stored when not given). */
  ...w2gStateAmountsShape,
});
export type UpdateW2gJackpotInput = z.input<typeof updateW2gJackpotSchema>;

/** Updates amount, tax, notes, date and time (sent with ':00' seconds), and the state figures and hand pay when given, of one jackpot if unchanged since read; 0 rows say why. */
export async function updateW2gJackpot(input: UpdateW2gJackpotInput) {
  const { id, updatedAt, ...v } = updateW2gJackpotSchema.parse(input);
  let query = supabase
    .from('w2g_jackpots')
    .update({
      amount: v.amount,
      tax_withheld: v.tax_withheld,
      notes: v.notes ? v.notes : null,
      jackpot_date: v.jackpot_date,
      jackpot_time: withSeconds(v.jackpot_time),
      ...(v.state !== undefined && { state: v.state }),
      ...(v.state_winnings !== undefined && { state_winnings: v.state_winnings }),
      ...(v.state_tax_withheld !== undefined && { state_tax_withheld: v.state_tax_withheld }),
      ...(v.hand_pay !== undefined && { hand_pay: v.hand_pay }),
      ...(v.w2g_received != null && { w2g_received: v.w2g_received }),
    })
    .eq('id', id);
  if (updatedAt) query = query.eq('updated_at', updatedAt);
  const { data, error } = await query.select('id');
  if (error) throw error;
  const [row] = await expectWritten(data, { table: 'w2g_jackpots', id, noun: 'jackpot', seenUpdatedAt: updatedAt });
  return row;
}

/** Edits a jackpot; failures toast 'Failed to update' (or the server message). */
export function useUpdateW2gJackpot(options: ReloadOptions = {}) {
  const queryClient = useQueryClient();
  // The refused save's Reload: its toast action, and the dialog form's own button.
  const reload = reloadAction(() => queryClient.invalidateQueries({ queryKey: reportKeys.jackpots }), options);
  const mutation = useMutation({
    mutationFn: updateW2gJackpot,
    // A jackpot linked to a slot session moves that session's result (Home, Sessions): refresh session data too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.jackpots }),
        queryClient.invalidateQueries({ queryKey: [SESSIONS_ROOT] }),
      ]),
    onError: (error) => toastWriteFailure(error, 'Failed to update', reload) || toastError(error, 'Failed to update'),
  });
  return { ...mutation, reload };
}
