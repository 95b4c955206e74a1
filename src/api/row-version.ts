import * as z from 'zod/mini';
import type { WriteVersion } from '@/lib/offline/define-write';
import { supabase } from '@/lib/supabase';
import { expectWritten, refusalMessage, WriteRefusedError } from '@/lib/writes';

/** The tables whose writes are checked against the version they were made on (the session and trip writes). */
export type VersionedTable = 'gambling_sessions' | 'casino_sessions' | 'trips' | 'trip_costs' | 'trip_comps';

/**
 * The row's version (updated_at) on the server now, null when it cannot be read. Only a resend whose first
 * answer was lost needs it: every write answers with the version it made.
 */
export async function readVersion(table: VersionedTable, id: string): Promise<string | null> {
  const { data } = await supabase.from(table).select('updated_at').eq('id', id).maybeSingle();
  return (data as { updated_at?: string } | null)?.updated_at ?? null;
}

const same = (a: unknown, b: unknown) =>
  a === b || (a != null && b != null && String(a) === String(b)) || (typeof b === 'number' && Number(a) === b);

/**
 * The row's version when it holds exactly `values` (what a write sent: its own earlier send went through and
 * only its answer was lost), else null. Read only after a write that wrote nothing.
 */
export async function versionIfHolds(table: VersionedTable, id: string, values: Record<string, unknown>): Promise<string | null> {
  const { data, error } = await supabase.from(table).select('*').eq('id', id).maybeSingle();
  if (error || !data) return null;
  const row = data as Record<string, unknown>;
  return Object.entries(values).every(([k, v]) => same(row[k], v)) ? String(row.updated_at) : null;
}

const stamp = z.optional(z.nullable(z.string()));

/** The versions a write RPC answers with ({updated_before, updated_at}), as a WriteVersion. */
export const writeVersionSchema = z.pipe(
  z.nullable(z.object({ updated_before: stamp, updated_at: stamp })),
  z.transform((answer): WriteVersion => ({ from: answer?.updated_before ?? null, to: answer?.updated_at ?? null })),
);

/**
 * An edit made on version `base` wrote nothing: a success if the row holds exactly `values` (its own earlier send
 * went through, the answer was lost), else why not (changed elsewhere, gone, not yours; an insert of a row the
 * server has already, with other values: changed elsewhere).
 */
export async function unwrittenEdit(
  table: VersionedTable,
  id: string,
  values: Record<string, unknown>,
  base: string,
  noun = 'session',
): Promise<WriteVersion> {
  const held = await versionIfHolds(table, id, values);
  if (held) return { from: base, to: held };
  if (base === '') throw new WriteRefusedError('stale', refusalMessage('stale', noun));
  await expectWritten(null, { table, id, noun, seenUpdatedAt: base });
  return { from: base, to: null };
}
