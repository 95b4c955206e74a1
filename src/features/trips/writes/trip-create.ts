import { defineWrite, markOf, type Write } from '@/lib/offline/define-write';
import { tripKeys } from '../api/trip-keys';
import type { TripListItem } from '../api/trip-report';
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
  request: async ({ userId, input }) => (await import('../api/add-trip-row')).addTripRow('trips', 'trip', userId, input),
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
