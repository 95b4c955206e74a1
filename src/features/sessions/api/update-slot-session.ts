import type { WriteVersion } from '@/lib/offline/define-write';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { NOT_AUTHENTICATED } from '@/lib/offline/outbox';
import { toSlotSessionRow, type SlotSessionInput } from './create-slot-session';
import { unwrittenEdit } from '@/api/row-version';

/** `updatedAt` is the version the form was loaded from ('' for a row not on the server yet): a newer one means it changed elsewhere. */
export type UpdateSlotSessionInput = { id: string; updatedAt: string; values: SlotSessionInput };

/**
 * Writes an edit of one of the user's slot sessions made on version `base`: an update only if the row is unchanged
 * since, or, with `base` '' (a row whose create never left the device, folded into this edit), an insert once.
 * Answers with the version it made. Nothing written: a success if the row holds exactly this edit (its own earlier
 * send went through, the answer was lost), else why (changed elsewhere, gone, not yours).
 */
export async function updateSlotSession(
  userId: string | undefined,
  { id, values }: UpdateSlotSessionInput,
  base: string,
): Promise<WriteVersion> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const row = toSlotSessionRow(values);
  const sessions = supabase.from('gambling_sessions');
  const { data, error } = await (base === ''
    ? sessions.upsert({ ...row, id, user_id: userId }, INSERT_ONCE).select('updated_at')
    : sessions.update(row).eq('id', id).eq('user_id', userId).eq('updated_at', base).select('updated_at'));
  if (error) throw error;
  const to = data?.[0]?.updated_at;
  if (to) return { from: base, to };
  return unwrittenEdit('gambling_sessions', id, row, base);
}
