import { SESSIONS_ROOT } from '@/api/query-roots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { withSeconds } from '@/lib/dates';
import { moneyAmountSchema } from '@/lib/money-schema';
import { w2gStateAmountsShape } from '@/lib/w2g-state';
import { expectWritten, reloadAction, transportFailure, type ReloadOptions } from '@/lib/writes';
import { removeW2gImages, uploadW2gImage } from '@/api/w2g-images';
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
  /** The document photo: not given keeps it; null removes it; a file (the covered copy) replaces it. */
  image: z.instanceof(File).nullable().optional(),
  /** The photo paths the jackpot had when the form was loaded: removed from storage once a replace or remove is saved. */
  previousImages: z.array(z.string()).optional(),
});
export type UpdateW2gJackpotInput = z.input<typeof updateW2gJackpotSchema>;

/**
 * Updates amount, tax, notes, date and time (sent with ':00' seconds), the state figures and hand pay when given,
 * and the photo when given (added, replaced or removed), of one jackpot if unchanged since read; 0 rows say why.
 * A new photo is uploaded first under a new name (the old one stays until the row points at the new one); a
 * refused save removes it again, a saved one removes the photo it replaced.
 */
export async function updateW2gJackpot(input: UpdateW2gJackpotInput) {
  const { id, updatedAt, image, previousImages = [], ...v } = updateW2gJackpotSchema.parse(input);
  let uploaded: string | null = null;
  if (image) {
    const { data: auth } = await supabase.auth.getSession();
    const userId = auth.session?.user.id;
    if (!userId) throw new Error('Not authenticated');
    uploaded = await uploadW2gImage(userId, `${id}-${Date.now().toString(36)}`, image);
  }
  const undoUpload = (error: unknown) =>
    uploaded && !transportFailure(error) ? removeW2gImages([uploaded]).catch(() => undefined) : Promise.resolve();
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
      ...(image !== undefined && { images: uploaded ? [uploaded] : [] }),
    })
    .eq('id', id);
  if (updatedAt) query = query.eq('updated_at', updatedAt);
  const { data, error } = await query.select('id');
  if (error) {
    await undoUpload(error);
    throw error;
  }
  let row;
  try {
    [row] = await expectWritten(data, { table: 'w2g_jackpots', id, noun: 'jackpot', seenUpdatedAt: updatedAt });
  } catch (refused) {
    await undoUpload(refused);
    throw refused;
  }
  // The replaced or removed photo goes (best effort: a failure leaves a file, never a wrong record).
  const gone = image !== undefined ? previousImages.filter((p) => p !== uploaded) : [];
  if (gone.length) await removeW2gImages(gone).catch(() => undefined);
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
    meta: { errorText: 'Failed to update', serverText: true, onReload: reload },
  });
  return { ...mutation, reload };
}
