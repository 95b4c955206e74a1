import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { NOT_AUTHENTICATED, toSlotSessionRow, type SlotSessionInput } from './create-slot-session';

/** `updatedAt` is the version the form was loaded from: a newer one means it changed elsewhere. */
export type UpdateSlotSessionInput = { id: string; updatedAt: string; values: SlotSessionInput };

/** Updates one of the user's slot sessions if unchanged since it was read; 0 rows say why (gone, stale, not yours). */
export async function updateSlotSession(userId: string | undefined, { id, updatedAt, values }: UpdateSlotSessionInput): Promise<void> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase
    .from('gambling_sessions')
    .update(toSlotSessionRow(values))
    .eq('id', id)
    .eq('user_id', userId)
    .eq('updated_at', updatedAt)
    .select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'gambling_sessions', id, noun: 'session', seenUpdatedAt: updatedAt });
}
