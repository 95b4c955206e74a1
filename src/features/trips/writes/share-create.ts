import { defineWrite, markOf, type Write } from '@/lib/offline/define-write';
import type { TripShare } from '../api/get-trip-shares';
import { tripKeys } from '../api/trip-keys';
import { shareDisplay, shareRows, withAdded, type ShareDisplay } from './rows';

/** A share link: its token (made on the device, 256 random bits), what it shows and when it expires. */
export type ShareCreateInput = {
  id: string;
  trip_id: string;
  token: string;
  show_name: boolean;
  show_dates: boolean;
  show_casinos: boolean;
  show_net: boolean;
  show_w2g_count: boolean;
  expires_at: string;
};

/** Inserts the link once (a resend of the same id is the same success). */
export const shareCreate: Write<ShareCreateInput, TripShare, ShareDisplay> = defineWrite<ShareCreateInput, TripShare, ShareDisplay>({
  kind: ['trips', 'share-create'],
  words: { label: 'Share link', sent: 'Share link made', failed: 'Failed to make the share link' },
  row: (input) => input.id,
  creates: () => true,
  request: async ({ userId, input }) => (await import('../api/share-links')).createShareLink(userId, input),
  refresh: [tripKeys.all],
  describe: shareDisplay,
  // Newest first, as the list is ordered.
  project: {
    rows: shareRows,
    apply: (rows, w) =>
      withAdded(
        rows,
        { ...w.input, revoked: false, created_at: w.display?.made_at ?? '', trip: { name: w.display?.trip_name ?? 'Trip' }, ...markOf(w) },
        true,
      ),
  },
});
