import { defineWrite, waitingOfRow } from '@/lib/offline/define-write';
import { findKeys } from '../api/find-keys';
import { FIND_WORDS } from '../lib/find-words';
import { wishRows, type WishRow } from '../lib/wish-rows';
import { wishAdd } from './wish-add';

/** A game taken off the wish list (by its row id); one already gone is done. */
export const wishRemove = defineWrite<string, WishRow>({
  kind: ['find', 'wish-remove'],
  words: { label: 'Wish list: game removed', sent: FIND_WORDS.wishRemoved, failed: FIND_WORDS.wishRemoveFailed },
  row: (id) => id,
  request: async ({ userId, input }) => (await import('../api/remove-wish')).removeWish(userId, input),
  refresh: [findKeys.wishListAll()],
  // Hidden while it waits; a refused remove stays, marked.
  project: {
    rows: wishRows,
    apply: (rows, w) =>
      w.state === 'failed'
        ? rows.map((r) => (r.id === w.input ? { ...r, syncState: 'failed' as const } : r))
        : rows.filter((r) => r.id !== w.input),
  },
  // An add of the same row still waiting on this device: both go, nothing is sent.
  fold: (id, waiting) => {
    const adds = waitingOfRow(waiting, id, [wishAdd]);
    const drop = adds.filter((w) => !w.sending);
    return { input: drop.length > 0 && drop.length === adds.length ? null : id, drop };
  },
});
