import { defineWrite, markOf } from '@/lib/offline/define-write';
import type { WishInput } from '../api/add-wish';
import { findKeys } from '../api/find-keys';
import { FIND_WORDS } from '../lib/find-words';
import { wishRows, type WishRow } from '../lib/wish-rows';

/** A game added to the wish list (its row id made on the device: recorded once, offline too). */
export const wishAdd = defineWrite<WishInput, WishRow>({
  kind: ['find', 'wish-add'],
  words: { label: 'Wish list: game added', sent: FIND_WORDS.wishAdded, failed: FIND_WORDS.wishAddFailed },
  row: (input) => input.id,
  // A second press for the same game while the first is sent is the same write.
  once: (input) => input.slot_machine_id,
  creates: () => true,
  request: async ({ userId, input }) => (await import('../api/add-wish')).addWish(userId, input),
  refresh: [findKeys.wishListAll()],
  project: {
    rows: wishRows,
    apply: (rows, w) => {
      const { id, slot_machine_id } = w.input;
      if (rows.some((r) => r.id === id)) return rows.map((r) => (r.id === id ? { ...r, ...markOf(w) } : r));
      if (rows.some((r) => r.slot_machine_id === slot_machine_id)) return rows;
      return [...rows, { id, slot_machine_id, created_at: new Date().toISOString(), localOnly: w.state !== 'sent', ...markOf(w) }];
    },
  },
});
