import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { NOT_AUTHENTICATED } from './create-slot-session';

/** Reopens a completed visit: clears departure_date, departure_time and final_cash (Active again). */
export async function reopenCasinoSession(userId: string | undefined, id: string): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase
    .from('casino_sessions')
    .update({ departure_date: null, departure_time: null, final_cash: null })
    .eq('id', id)
    .eq('user_id', userId)
    .select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'casino_sessions', id, noun: 'session' });
}
