import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { withSeconds } from '@/lib/dates';
import { moneyAmountSchema } from '@/lib/money-schema';
import { jackpotDefaults, w2gStateAmountsShape } from '@/lib/w2g-state';
import { INSERT_ONCE, transportFailure } from '@/lib/writes';
import { removeW2gImages, uploadW2gImage } from '@/api/w2g-images';

export const createW2gJackpotSchema = z.object({
  /** Made when the form opens: a repeated save records one jackpot. */
  id: z.uuid(),
  casino_id: z.string().min(1),
  slot_machine_id: z.string().min(1).nullable(),
  /** The slot session it was won in (a live machine's Jackpot): the jackpot belongs to that session. */
  session_id: z.uuid().nullable().optional(),
  amount: moneyAmountSchema,
  tax_withheld: moneyAmountSchema.default(0),
  /** W-2G boxes 13-15 and the hand pay. */
  ...w2gStateAmountsShape,
  jackpot_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  jackpot_time: z.string().regex(/^\d{2}:\d{2}(:\d{2})?$/),
  notes: z.string().trim().max(2000).optional(),
  image: z.instanceof(File).nullable().optional(),
});
export type CreateW2gJackpotInput = z.input<typeof createW2gJackpotSchema>;

/**
 * Uploads the optional photo (named after the jackpot id), then inserts the jackpot once: a repeat of the same
 * id inserts nothing and reuses the photo. A photo whose insert the server refused is removed again.
 */
export async function createW2gJackpot(userId: string | null | undefined, input: CreateW2gJackpotInput) {
  if (!userId) throw new Error('Not authenticated');
  const values = createW2gJackpotSchema.parse(input);
  const images = values.image ? [await uploadW2gImage(userId, values.id, values.image)] : [];
  const { error } = await supabase.from('w2g_jackpots').upsert(
    {
      id: values.id,
      user_id: userId,
      casino_id: values.casino_id,
      slot_machine_id: values.slot_machine_id,
      jackpot_date: values.jackpot_date,
      jackpot_time: withSeconds(values.jackpot_time),
      amount: values.amount,
      tax_withheld: values.tax_withheld,
      state: values.state ?? null,
      state_winnings: values.state_winnings ?? null,
      state_tax_withheld: values.state_tax_withheld ?? null,
      hand_pay: values.hand_pay ?? false,
      // Not given (a write queued by an older version): the year's threshold decides, as on the server.
      w2g_received: values.w2g_received ?? jackpotDefaults(values.amount, values.jackpot_date).received,
      ticket_number: null,
      irs_form_version: 'W-2G',
      images,
      notes: values.notes ? values.notes : null,
      session_id: values.session_id ?? null,
    },
    INSERT_ONCE,
  );
  if (error) {
    // Refused by the server: the photo has no record. Without an answer (offline, timeout) the row may exist
    // and the retry reuses the same photo path, so the photo stays.
    if (!transportFailure(error)) await removeW2gImages(images).catch(() => undefined); // the save's error is the one to show
    throw error;
  }
  return { id: values.id };
}
