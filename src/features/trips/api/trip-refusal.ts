import { supabase } from '@/lib/supabase';
import { playerRefusal, PlayerRefusalError } from '@/lib/write-errors';
import { refusalMessage, WriteRefusedError } from '@/lib/writes';

/** SQLSTATEs of the trips' own checks (migrations 2026010100420x): a player's mistake, said in the player's words. */
const PLAYER_CODES = new Set(['23P01', '23514', '42501']);

/**
 * A refused trip write as the error the save hook shows: the database's own words for a check (an overlapping trip,
 * an amount of 0, another player's casino session), "no longer exists" for a row deleted elsewhere; anything else
 * (the network, the server) as it is.
 */
export function tripRefusal(error: unknown, noun: string): unknown {
  const { code, message, hint } = (error ?? {}) as { code?: string; message?: string; hint?: string };
  if (hint === 'gone') return new WriteRefusedError('gone', refusalMessage('gone', noun));
  const refusal = playerRefusal(error);
  if (refusal) return refusal;
  if (code && PLAYER_CODES.has(code) && message && !message.includes('row-level security')) return new PlayerRefusalError(message);
  return error;
}

/** Throws the refusal of a supabase-js answer's error, if any. */
export function throwIfRefused(error: unknown, noun: string): void {
  if (error) throw tripRefusal(error, noun);
}

/**
 * After a delete or revoke that asked for its rows back: none means the row is gone already (done: a resend after a
 * lost answer, or deleted elsewhere) or not the player's to change (refused).
 */
export async function doneOrGone(
  rows: unknown[] | null,
  table: 'trips' | 'trip_costs' | 'trip_comps' | 'trip_shares',
  id: string,
): Promise<void> {
  if (rows && rows.length > 0) return;
  const { data, error } = await supabase.from(table).select('id').eq('id', id).maybeSingle();
  if (error) throw error;
  if (data) throw new WriteRefusedError('forbidden', refusalMessage('forbidden', ''));
}
