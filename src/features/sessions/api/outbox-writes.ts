/**
 * The requests of the session writes made offline, by outbox kind (loaded on demand by
 * app/offline/outbox-defaults.ts). Each is the online request, made safe to send again: a resend after an
 * answer lost on the way back must not fail or write twice.
 * - creates and add-cash carry ids made on the device (insert once / append once);
 * - an edit whose version check fails only because its own first send went through is a success (the row
 *   holds exactly what it sent); any other change elsewhere is refused with "changed elsewhere";
 * - a delete of a row already gone is done.
 * And the writes of one record apply in order, each on the version left by the one before: an edit queued
 * after cash was added (or after the record was created, or edited) on this device is checked against the
 * version this device's own earlier write left, so only a change made elsewhere is a conflict.
 */
import { supabase } from '@/lib/supabase';
import { WriteRefusedError } from '@/lib/writes';
import type { OutboxVariables } from '@/lib/offline/outbox';
import type { Database } from '@/lib/database.types';
import { addCasinoCash, type AddCashInput } from './add-casino-cash';
import { createCasinoSession, type CreateCasinoSessionInput } from './create-casino-session';
import { createSlotSession, toSlotSessionRow, type CreateSlotSessionInput } from './create-slot-session';
import { deleteSlotSession } from './delete-slot-session';
import {
  addMachineMoney,
  cashOutMachine,
  startMachine,
  type CashOutInput,
  type MachineMoneyInput,
  type StartMachineInput,
} from './live-machine';
import { reopenCasinoSession } from './reopen-casino-session';
import type { SessionOutboxKind } from './session-keys';
import { updateCasinoSession, type UpdateCasinoSessionInput } from './update-casino-session';
import { updateSlotSession, type UpdateSlotSessionInput } from './update-slot-session';

type Table = 'gambling_sessions' | 'casino_sessions';

/**
 * The versions (updated_at) this device's own writes moved each row through: row id -> [from, to] steps, kept
 * on the device (a reload between two waiting writes keeps them) for a week. A new row starts from ''.
 */
const OWN_VERSIONS_KEY = 'slotplay:own-versions';
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
type Step = { from: string; to: string; at: number };

function ownSteps(): Record<string, Step[]> {
  try {
    return (JSON.parse(localStorage.getItem(OWN_VERSIONS_KEY) ?? '{}') as Record<string, Step[]>) ?? {};
  } catch {
    return {};
  }
}

function recordOwnStep(id: string, from: string | null, to: string | null): void {
  if (from == null || !to || from === to) return;
  const now = Date.now();
  const steps = Object.fromEntries(
    Object.entries(ownSteps())
      .map(([k, v]) => [k, v.filter((x) => now - x.at < WEEK_MS)])
      .filter(([, v]) => v.length > 0),
  );
  steps[id] = [...(steps[id] ?? []), { from, to, at: now }];
  try {
    localStorage.setItem(OWN_VERSIONS_KEY, JSON.stringify(steps));
  } catch {
    // A full storage: the next edit may be refused as "changed elsewhere" and can be retried after a reload.
  }
}

/** The version the row has after this device's own writes that followed `seen` (`seen` when there were none). */
function afterOwnWrites(id: string, seen: string): string {
  const steps = ownSteps()[id] ?? [];
  let version = seen;
  for (let guard = 0; guard < steps.length; guard++) {
    const next = steps.find((x) => x.from === version);
    if (!next) break;
    version = next.to;
  }
  return version;
}

/** The row's version on the server now (null when it cannot be read). */
async function versionOf(table: Table, id: string): Promise<string | null> {
  const { data } = await supabase.from(table).select('updated_at').eq('id', id).maybeSingle();
  return (data as { updated_at?: string } | null)?.updated_at ?? null;
}

/**
 * Runs a write of row `id` and records the version it moved the row from (`from`, or read before) to: the
 * version the write answered with (a create returns its new row's), else read after it (an edit, an RPC, or a
 * create whose id was there already — a resend after a lost answer — which returns no row).
 */
async function ownWrite(
  table: Table,
  id: string,
  from: string | null | undefined,
  run: () => Promise<string | null | void>,
): Promise<void> {
  const before = from === undefined ? await versionOf(table, id) : from;
  const answered = await run();
  recordOwnStep(id, before, answered || (await versionOf(table, id)));
}

const same = (a: unknown, b: unknown) =>
  a === b || (a != null && b != null && String(a) === String(b)) || (typeof b === 'number' && Number(a) === b);

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
  'machine-start': StartMachineInput;
  'machine-money': MachineMoneyInput;
  'machine-cash-out': CashOutInput;
};

type Runners = { [K in SessionOutboxKind]: (variables: OutboxVariables<SessionOutboxInputs[K]>) => Promise<void> };

export const sessionOutboxWrites: Runners = {
  'slot-create': ({ userId, input }) =>
    ownWrite('gambling_sessions', input.id, '', async () => (await createSlotSession(userId, input)).version),
  'slot-update': ({ userId, input }) => {
    const seen = afterOwnWrites(input.id, input.updatedAt);
    const run = () => updateSlotSession(userId, { ...input, updatedAt: seen });
    return ownWrite('gambling_sessions', input.id, seen, () =>
      resendable('gambling_sessions', input.id, toSlotSessionRow(input.values) as SlotRow, run),
    );
  },
  'slot-delete': ({ userId, input }) => deleteSlotSession(userId, input).catch(alreadyGone),
  'visit-create': ({ userId, input }) => ownWrite('casino_sessions', input.id, '', () => createCasinoSession(userId, input)),
  'visit-update': ({ userId, input }) => {
    const seen = afterOwnWrites(input.id, input.updatedAt);
    const run = () => updateCasinoSession(userId, { ...input, updatedAt: seen });
    return ownWrite('casino_sessions', input.id, seen, () => resendable('casino_sessions', input.id, input.values, run));
  },
  'visit-reopen': ({ userId, input }) =>
    ownWrite('casino_sessions', input, undefined, () =>
      resendable('casino_sessions', input, { departure_date: null, departure_time: null, final_cash: null }, () =>
        reopenCasinoSession(userId, input),
      ),
    ),
  // The version before the cash is read just before it is appended (one statement in the database).
  'cash-add': ({ userId, input }) => ownWrite('casino_sessions', input.sessionId, undefined, () => addCasinoCash(userId, input)),
  // A live machine: each carries its own id (start, money entry, cash-out), so a resend writes nothing twice.
  'machine-start': ({ userId, input }) => ownWrite('gambling_sessions', input.id, '', () => startMachine(userId, input)),
  'machine-money': ({ userId, input }) => ownWrite('gambling_sessions', input.sessionId, undefined, () => addMachineMoney(userId, input)),
  'machine-cash-out': ({ userId, input }) => ownWrite('gambling_sessions', input.sessionId, undefined, () => cashOutMachine(userId, input)),
};
