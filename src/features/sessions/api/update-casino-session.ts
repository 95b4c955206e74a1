import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { type CasinoSessionInput } from './create-casino-session';
import { NOT_AUTHENTICATED } from './create-slot-session';

/** `updatedAt` is the version the form was loaded from: a newer one means it changed elsewhere. */
export type UpdateCasinoSessionInput = { id: string; updatedAt: string; values: CasinoSessionInput };

/** Updates one of the user's casino sessions if unchanged since it was read; 0 rows say why (gone, stale, not yours). */
export async function updateCasinoSession(userId: string | undefined, { id, updatedAt, values }: UpdateCasinoSessionInput): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase
    .from('casino_sessions')
    .update(values)
    .eq('id', id)
    .eq('user_id', userId)
    .eq('updated_at', updatedAt)
    .select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'casino_sessions', id, noun: 'session', seenUpdatedAt: updatedAt });
}
