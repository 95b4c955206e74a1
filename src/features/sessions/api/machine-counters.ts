import type { WriteVersion } from '@/lib/offline/define-write';
import { callRpc } from '@/lib/call-rpc';
import { NOT_AUTHENTICATED } from '@/lib/offline/outbox';
import { writeVersionSchema } from '@/api/row-version';

/**
 * Counters at the machine: a "Bonus" or "Jackpot" tap (rpc tap_machine_counter, once per tap id: an
 * outbox replay counts nothing) and the running note (rpc set_machine_note: the session's notes), each one
 * statement in the database: no read-modify-write here.
 */

export type MachineCounter = 'bonus' | 'jackpot';
export type CounterTapInput = { sessionId: string; tapId: string; counter: MachineCounter };
export type MachineNoteInput = { sessionId: string; note: string };

/** Counts one tap of a counter on the session. */
export async function tapMachineCounter(userId: string | undefined, input: CounterTapInput): Promise<WriteVersion> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const args = { p_session_id: input.sessionId, p_tap_id: input.tapId, p_counter: input.counter };
  return callRpc('tap_machine_counter', args, writeVersionSchema, { noun: 'session' });
}

/** Sets the session's running note (blank clears it). */
export async function setMachineNote(userId: string | undefined, input: MachineNoteInput): Promise<WriteVersion> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  return callRpc('set_machine_note', { p_session_id: input.sessionId, p_note: input.note }, writeVersionSchema, { noun: 'session' });
}
