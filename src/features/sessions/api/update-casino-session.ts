import type { WriteVersion } from '@/lib/offline/define-write';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { type CasinoSessionInput } from './create-casino-session';
import { NOT_AUTHENTICATED } from '@/lib/offline/outbox';
import { unwrittenEdit } from '@/api/row-version';

/** `updatedAt` is the version the form was loaded from ('' for a row not on the server yet): a newer one means it changed elsewhere. */
export type UpdateCasinoSessionInput = { id: string; updatedAt: string; values: CasinoSessionInput };

/**
 * Writes an edit of one of the user's casino sessions made on version `base` (as updateSlotSession: '' inserts a
 * row whose create was folded into this edit). Answers with the version it made; nothing written is a success only
 * if the row holds exactly this edit, else it says why (changed elsewhere, gone, not yours).
 */
export async function updateCasinoSession(
  userId: string | undefined,
  { id, values }: UpdateCasinoSessionInput,
  base: string,
): Promise<WriteVersion> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const sessions = supabase.from('casino_sessions');
  const { data, error } = await (base === ''
    ? sessions.upsert({ ...values, id, user_id: userId }, INSERT_ONCE).select('updated_at')
    : sessions.update(values).eq('id', id).eq('user_id', userId).eq('updated_at', base).select('updated_at'));
  if (error) throw error;
  const to = data?.[0]?.updated_at;
  if (to) return { from: base, to };
  return unwrittenEdit('casino_sessions', id, values, base);
}
