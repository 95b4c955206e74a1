import { defineWrite, patchRow } from '@/lib/offline/define-write';
import type { TripShare } from '../api/get-trip-shares';
import { tripKeys } from '../api/trip-keys';
import { removalFold, shareRows } from './rows';
import { shareCreate } from './share-create';

/** Revokes a share link at once (revoking it again is the same success; one deleted with its trip is gone). */
export const shareRevoke = defineWrite<string, TripShare>({
  kind: ['trips', 'share-revoke'],
  words: { label: 'Share link revoked', sent: 'Share link revoked', failed: 'Failed to revoke the share link' },
  row: (id) => id,
  request: async ({ input }) => (await import('../api/share-links')).revokeShareLink(input),
  refresh: [tripKeys.all],
  // Shown revoked at once; a refused revoke leaves the link as it was, marked.
  project: {
    rows: shareRows,
    apply: (rows, w) => patchRow<TripShare>(rows, w.input, w, () => (w.state === 'failed' ? {} : { revoked: true })),
  },
  // A link that never left the device is dropped with its create: nothing is sent.
  fold: (id, waiting) => removalFold(id, waiting, shareCreate),
});
