import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { NOT_AUTHENTICATED } from '@/lib/offline/outbox';

/** Deletes one of the user's slot sessions (by id and user_id). */
export async function deleteSlotSession(userId: string | undefined, id: string): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase.from('gambling_sessions').delete().eq('id', id).eq('user_id', userId).select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'gambling_sessions', id, noun: 'session' });
}
