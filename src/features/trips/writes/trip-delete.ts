import { defineWrite } from '@/lib/offline/define-write';
import { versionAfterOwnWrites } from '@/lib/offline/own-versions';
import { tripKeys } from '../api/trip-keys';
import type { TripListItem } from '../api/trip-report';
import { removalFold, tripRows, withoutRow } from './rows';
import { tripCreate } from './trip-create';
import { tripUpdate } from './trip-update';

/** Deletes the trip (its costs, comps and share links with it; its sessions stay). Already gone: done. */
export const tripDelete = defineWrite<string, TripListItem>({
  kind: ['trips', 'trip-delete'],
  words: { label: 'Trip delete', sent: 'Trip deleted', failed: 'Failed to delete the trip' },
  row: (id) => id,
  request: async ({ input }) => (await import('../api/delete-trip-row')).deleteTripRow('trips', 'trip', input),
  refresh: [tripKeys.all],
  project: { rows: tripRows, apply: (rows, w) => withoutRow(rows, w.input, w) },
  // A trip that never left the device (its create, or an edit that makes it, still waits) is dropped with its writes.
  fold: (id, waiting) => {
    const created = versionAfterOwnWrites(id, '') !== '';
    const makesIt = waiting.find((w) => tripUpdate.is(w) && w.input.id === id && w.input.updatedAt === '' && !created);
    const fold = removalFold(id, waiting, tripCreate, [tripUpdate]);
    if (fold.input === null || !makesIt || makesIt.sending) return fold;
    return { input: null, drop: fold.drop };
  },
});
