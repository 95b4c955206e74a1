import { useCallback, useState } from 'react';

type Versioned = { updated_at: string };

export interface EditBase<T extends Versioned> {
  /** The version the form shows and saves against (its `updated_at` goes with the save). */
  base: T;
  /** Take the next newer version when it arrives: after Reload on "changed elsewhere", or after the form's own save. */
  followLatest(): void;
}

/**
 * The version of a record an edit form was opened on. A refetch while the user is editing (a reconnect, a
 * list refreshed by another write) does not move it: the save's `updated_at` check is then made against the
 * values the form shows, so a change made elsewhere meanwhile is refused as stale instead of overwritten by
 * the form's older values. `followLatest()` moves it to the next newer version of `latest`; key the form by
 * `base.updated_at` so it then starts again from that version.
 */
export function useEditBase<T extends Versioned>(latest: T): EditBase<T> {
  const [state, setState] = useState({ base: latest, following: false });
  const newer = state.following && latest.updated_at !== state.base.updated_at;
  // Adopting the newer version is state derived from props: set during render, React renders again at once.
  if (newer) setState({ base: latest, following: false });
  const followLatest = useCallback(() => setState((s) => (s.following ? s : { ...s, following: true })), []);
  return { base: newer ? latest : state.base, followLatest };
}
