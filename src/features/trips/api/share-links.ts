import type { TablesInsert } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { doneOrGone, throwIfRefused } from './trip-refusal';

/** Inserts a share link once (a resend of the same id is the same success). */
export async function createShareLink(userId: string, input: Omit<TablesInsert<'trip_shares'>, 'user_id'> & { id: string }): Promise<void> {
  const { error } = await supabase.from('trip_shares').upsert({ ...input, user_id: userId }, INSERT_ONCE);
  throwIfRefused(error, 'share link');
}

/** Revokes a share link (revoking it again is the same success; one deleted with its trip is gone). */
export async function revokeShareLink(id: string): Promise<void> {
  const { data, error } = await supabase.from('trip_shares').update({ revoked: true }).eq('id', id).select('id');
  throwIfRefused(error, 'share link');
  await doneOrGone(data, 'trip_shares', id);
}
