import type { WriteVersion } from '@/lib/offline/define-write';
import { supabase } from '@/lib/supabase';
import { NOT_AUTHENTICATED } from '@/lib/offline/outbox';
import { unwrittenEdit } from '@/api/row-version';

/** Reopening the casino session `id` as it was shown (`updatedAt`, its version then). */
export type ReopenCasinoSessionInput = { id: string; updatedAt: string };

const REOPENED = { departure_date: null, departure_time: null, final_cash: null };

/**
 * Reopens a completed casino session made on version `base`: clears departure_date, departure_time and final_cash
 * (Active again) if unchanged since. Answers with the version it made; nothing written is a success if it is open
 * already by this very write (its answer lost), else it says why.
 */
export async function reopenCasinoSession(
  userId: string | undefined,
  { id }: ReopenCasinoSessionInput,
  base: string,
): Promise<WriteVersion> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase
    .from('casino_sessions')
    .update(REOPENED)
    .eq('id', id)
    .eq('user_id', userId)
    .eq('updated_at', base)
    .select('updated_at');
  if (error) throw error;
  const to = data?.[0]?.updated_at;
  if (to) return { from: base, to };
  return unwrittenEdit('casino_sessions', id, REOPENED, base);
}
