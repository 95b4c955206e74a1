import type { InfiniteData } from '@tanstack/react-query';
import type { RowCache, Shown } from '@/lib/offline/define-write';
import { findKeys } from '../api/find-keys';

/** A game on the wish list. */
export interface WishRow {
  id: string;
  slot_machine_id: string;
  created_at: string;
}

/** Where wish-list rows are cached: the list of each signed-in player (one on a device, in practice). */
export const wishRows: RowCache<WishRow> = {
  async hold(client, apply) {
    const queryKey = findKeys.wishListAll();
    await client.cancelQueries({ queryKey });
    client.setQueriesData<Shown<WishRow>[] | InfiniteData<unknown>>({ queryKey }, (rows) => (Array.isArray(rows) ? apply(rows) : rows));
  },
};
