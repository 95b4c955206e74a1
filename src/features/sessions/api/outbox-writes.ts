/**
 * The requests of the session writes made offline, by outbox kind (loaded on demand by
 * app/offline/outbox-defaults.ts). Each is the online request, made safe to send again: a resend after an
 * answer lost on the way back must not fail or write twice.
 * - creates and add-cash carry ids made on the device (insert once / append once);
 * - an edit whose version check fails only because its own first send went through is a success (the row
 *   holds exactly what it sent); any other change elsewhere is refused with "changed elsewhere";
 * - a delete of a row already gone is done.
 */
import { supabase } from '@/lib/supabase';
import { WriteRefusedError } from '@/lib/writes';
import type { OutboxVariables } from '@/lib/offline/outbox';
import type { Database } from '@/lib/database.types';
import { addCasinoCash, type AddCashInput } from './add-casino-cash';
import { createCasinoSession, type CreateCasinoSessionInput } from './create-casino-session';
import { createSlotSession, toSlotSessionRow, type CreateSlotSessionInput } from './create-slot-session';
import { deleteSlotSession } from './delete-slot-session';
import { reopenCasinoSession } from './reopen-casino-session';
import type { SessionOutboxKind } from './session-keys';
import { updateCasinoSession, type UpdateCasinoSessionInput } from './update-casino-session';
import { updateSlotSession, type UpdateSlotSessionInput } from './update-slot-session';

type Table = 'gambling_sessions' | 'casino_sessions';

const same = (a: unknown, b: unknown) => a === b || (a != null && b != null && String(a) === String(b)) || (typeof b === 'number' && Number(a) === b);

/** True when the row holds exactly `values` (what this write sent): its own earlier send went through. */
async function holds(table: Table, id: string, values: Record<string, unknown>): Promise<boolean> {
  const { data, error } = await supabase.from(table).select('*').eq('id', id).maybeSingle();
  if (error || !data) return false;
  const row = data as Record<string, unknown>;
  return Object.entries(values).every(([k, v]) => same(row[k], v));
}

/** Runs an edit; a 'stale' refusal caused only by this write's own earlier send is its success. */
async function resendable(table: Table, id: string, values: Record<string, unknown>, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (error instanceof WriteRefusedError && error.problem === 'stale' && (await holds(table, id, values))) return;
    throw error;
  }
}

const alreadyGone = (error: unknown) => {
  if (error instanceof WriteRefusedError && error.problem === 'gone') return;
  throw error;
};

type SlotRow = Partial<Database['public']['Tables']['gambling_sessions']['Row']>;

export type SessionOutboxInputs = {
  'slot-create': CreateSlotSessionInput;
  'slot-update': UpdateSlotSessionInput;
  'slot-delete': string;
  'visit-create': CreateCasinoSessionInput;
  'visit-update': UpdateCasinoSessionInput;
  'visit-reopen': string;
  'cash-add': AddCashInput;
};

type Runners = { [K in SessionOutboxKind]: (variables: OutboxVariables<SessionOutboxInputs[K]>) => Promise<void> };

export const sessionOutboxWrites: Runners = {
  'slot-create': ({ userId, input }) => createSlotSession(userId, input).then(() => undefined),
  'slot-update': ({ userId, input }) =>
    resendable('gambling_sessions', input.id, toSlotSessionRow(input.values) as SlotRow, () => updateSlotSession(userId, input)),
  'slot-delete': ({ userId, input }) => deleteSlotSession(userId, input).catch(alreadyGone),
  'visit-create': ({ userId, input }) => createCasinoSession(userId, input),
  'visit-update': ({ userId, input }) => resendable('casino_sessions', input.id, input.values, () => updateCasinoSession(userId, input)),
  'visit-reopen': ({ userId, input }) =>
    resendable('casino_sessions', input, { departure_date: null, departure_time: null, final_cash: null }, () => reopenCasinoSession(userId, input)),
  'cash-add': ({ userId, input }) => addCasinoCash(userId, input),
};
