import { readVersion } from '@/api/row-version';
import { defineWrite, markOf, type Write } from '@/lib/offline/define-write';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { tripKeys } from '../api/trip-keys';
import type { TripListItem } from '../api/trip-report';
import { throwIfRefused } from './refusal';
import { tripRows, withAdded, ZERO_TOTALS } from './rows';
import type { TripValues } from './trip-values';

/** A new trip (also a suggestion accepted, with its name as the player left it); its id is made when the form opens. */
export type TripCreateInput = TripValues & { id: string };

/** Inserts the trip once (a resend of the same id is the same success); answers with the version it made. */
export const tripCreate: Write<TripCreateInput, TripListItem> = defineWrite<TripCreateInput, TripListItem>({
  kind: ['trips', 'trip-create'],
  words: { label: 'New trip', sent: 'Trip saved', failed: 'Failed to save the trip' },
  row: (input) => input.id,
  creates: () => true,
  request: async ({ userId, input: { id, ...values } }) => {
    const { data, error } = await supabase
      .from('trips')
      .upsert({ ...values, id, user_id: userId }, INSERT_ONCE)
      .select('updated_at');
    throwIfRefused(error, 'trip');
    return { from: '', to: data?.[0]?.updated_at ?? (await readVersion('trips', id)) };
  },
  refresh: [tripKeys.all],
  // On top of the list, its figures at 0 until it has synced.
  project: {
    rows: tripRows,
    apply: (rows, w) =>
      withAdded(rows, { ...w.input, updated_at: '', casinos: 0, totals: ZERO_TOTALS, ...markOf(w), localOnly: w.state !== 'sent' }, true),
  },
  // The same create pressed again before it was sent replaces the waiting one.
  fold: (input, waiting) => ({ input, drop: waiting.filter((w) => tripCreate.is(w) && w.input.id === input.id) }),
});
