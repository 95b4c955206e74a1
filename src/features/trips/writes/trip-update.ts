import { defineWrite, patchRow, type Write } from '@/lib/offline/define-write';
import { supabase } from '@/lib/supabase';
import { expectWritten, INSERT_ONCE, refusalMessage, WriteRefusedError } from '@/lib/writes';
import { tripKeys } from '../api/trip-keys';
import type { TripListItem } from '../api/trip-report';
import { throwIfRefused } from './refusal';
import { tripRows, withAdded, ZERO_TOTALS } from './rows';
import { tripCreate, tripVersion } from './trip-create';
import type { TripValues } from './trip-values';

/** A trip renamed or moved (its dates, casinos, notes), made on the version the player saw ('' for one not on the server yet). */
export type TripUpdateInput = { id: string; updatedAt: string; values: TripValues };

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Writes the edit made on version `base`: an update only if the trip is unchanged since, or (base '': a trip whose
 * create never left the device, folded into this edit) an insert once. Nothing written: a success if the trip holds
 * exactly these values (its own earlier send went through, the answer was lost), else why (changed elsewhere, gone).
 */
async function updateTrip(userId: string, { id, values }: TripUpdateInput, base: string) {
  const trips = supabase.from('trips');
  const { data, error } = await (base === ''
    ? trips.upsert({ ...values, id, user_id: userId }, INSERT_ONCE).select('updated_at')
    : trips.update(values).eq('id', id).eq('updated_at', base).select('updated_at'));
  throwIfRefused(error, 'trip');
  const to = data?.[0]?.updated_at;
  if (to) return { from: base, to };
  const { data: row } = await supabase.from('trips').select('name, start_date, end_date, casino_ids, notes').eq('id', id).maybeSingle();
  if (row && (Object.keys(values) as (keyof TripValues)[]).every((k) => same(row[k], values[k])))
    return { from: base, to: await tripVersion(id) };
  if (base === '') throw new WriteRefusedError('stale', refusalMessage('stale', 'trip'));
  await expectWritten(null, { table: 'trips', id, noun: 'trip', seenUpdatedAt: base });
  return { from: base, to: null };
}

export const tripUpdate: Write<TripUpdateInput, TripListItem> = defineWrite<TripUpdateInput, TripListItem>({
  kind: ['trips', 'trip-update'],
  words: { label: 'Trip edit', sent: 'Trip updated', failed: 'Failed to update the trip' },
  row: (input) => input.id,
  madeOn: (input) => input.updatedAt,
  request: ({ userId, input, base }) => updateTrip(userId, input, base ?? input.updatedAt),
  refresh: [tripKeys.all],
  project: {
    rows: tripRows,
    apply: (rows, w) => {
      const { id, updatedAt, values } = w.input;
      // A trip whose create was folded into this edit is new to the list, as its create was.
      const shown = updatedAt === '' ? withAdded(rows, { ...values, id, updated_at: '', casinos: 0, totals: ZERO_TOTALS }, true) : rows;
      return patchRow<TripListItem>(shown, id, w, () => values);
    },
  },
  /**
   * - An edit of a trip whose create still waits becomes that create: the trip is inserted with the edited values
   *   (sent as this edit with version '');
   * - it replaces an earlier waiting edit of the same trip, keeping that one's version for the check.
   */
  fold: (input, waiting) => {
    const create = waiting.find((w) => !w.sending && tripCreate.is(w) && w.input.id === input.id);
    const edits = waiting.filter((w) => !w.sending && tripUpdate.is(w) && w.input.id === input.id);
    if (create) return { input: { ...input, updatedAt: '' }, drop: [create, ...edits] };
    const first = edits[0] && tripUpdate.is(edits[0]) ? edits[0].input.updatedAt : undefined;
    return { input: first === undefined ? input : { ...input, updatedAt: first }, drop: edits };
  },
});
