import type { RowCache, Shown } from '@/lib/offline/define-write';
import { playerRefusal, PlayerRefusalError } from '@/lib/write-errors';
import { preparerLinkKeys, type PreparerLink } from '../api/preparer-links';

/** Where the preparer link writes show: the cached list (Account, the dialog). */
export const preparerLinkRows: RowCache<PreparerLink> = {
  async hold(client, apply) {
    await client.cancelQueries({ queryKey: preparerLinkKeys.all });
    client.setQueriesData<Shown<PreparerLink>[]>({ queryKey: preparerLinkKeys.all }, (data) => data && apply(data));
  },
};

/** The database's own words for its checks on a link (an expiry in the past, a year not begun), else the error as it is. */
export function preparerLinkRefusal(error: unknown): unknown {
  const refusal = playerRefusal(error);
  if (refusal) return refusal;
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if ((code === '23514' || code === '23505') && message) return new PlayerRefusalError(message);
  return error;
}
