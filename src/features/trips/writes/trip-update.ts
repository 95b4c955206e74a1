import { defineWrite, patchRow, type Write } from '@/lib/offline/define-write';
import { tripKeys } from '../api/trip-keys';
import type { TripListItem } from '../api/trip-report';
import { editFold, tripRows, withAdded, ZERO_TOTALS } from './rows';
import { tripCreate } from './trip-create';
import type { TripValues } from './trip-values';

/** A trip renamed or moved (its dates, casinos, notes), made on the version the player saw ('' for one not on the server yet). */
export type TripUpdateInput = { id: string; updatedAt: string; values: TripValues };

export const tripUpdate: Write<TripUpdateInput, TripListItem> = defineWrite<TripUpdateInput, TripListItem>({
  kind: ['trips', 'trip-update'],
  words: { label: 'Trip edit', sent: 'Trip updated', failed: 'Failed to update the trip' },
  row: (input) => input.id,
  madeOn: (input) => input.updatedAt,
  request: async ({ userId, input: { id, values, updatedAt }, base }) =>
    (await import('../api/write-on-version')).writeOnVersion('trips', 'trip', { userId, id, values, base: base ?? updatedAt }),
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
  fold: (input, waiting) => editFold(input, waiting, tripUpdate, tripCreate),
});
