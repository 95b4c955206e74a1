import { useCallback, useEffect, useState } from 'react';

type Versioned = { updated_at: string };

export interface EditBase<T extends Versioned> {
  /** The version the form shows and saves against (its `updated_at` goes with the save). */
  base: T;
  /** The user has started changing the form: from now on a newer version does not replace what it shows. */
  pin(): void;
  /** Move to the latest version again (now, or when it arrives): after Reload on "changed elsewhere", or after the form's own save. */
  followLatest(): void;
}

/**
 * The version of a record an edit form stands on. Until the user changes something it follows the latest
 * version (a list restored from the offline cache and then refetched, another device's save): nothing typed
 * is lost by starting again. Once edited (`pin`) it stays on the version the user was editing: a refetch
 * meanwhile does not move it, so the save's `updated_at` check is made against the values the form shows and
 * a change made elsewhere is refused as stale instead of overwritten. `followLatest()` unpins it. Key the form
 * by `base.updated_at` so it starts again from each version it moves to.
 */
export function useEditBase<T extends Versioned>(latest: T): EditBase<T> {
  const [state, setState] = useState({ base: latest, pinned: false });
  const moved = !state.pinned && latest.updated_at !== state.base.updated_at;
  // Adopting the newer version is state derived from props: set during render, React renders again at once.
  if (moved) setState({ base: latest, pinned: false });
  const pin = useCallback(() => setState((s) => (s.pinned ? s : { ...s, pinned: true })), []);
  const followLatest = useCallback(() => setState((s) => (s.pinned ? { ...s, pinned: false } : s)), []);
  return { base: moved ? latest : state.base, pin, followLatest };
}

/** The row being edited as the list has it now (the row itself once the list no longer holds it): what `useEditBase` follows. */
export function latestOf<T extends { id: string }>(row: T, rows: readonly T[] | undefined): T {
  return rows?.find((r) => r.id === row.id) ?? row;
}

/** Calls `onEdited` when a form first becomes dirty (react-hook-form's `formState.isDirty`): pins its edit base. */
export function usePinOnEdit(isDirty: boolean, onEdited: (() => void) | undefined) {
  useEffect(() => {
    if (isDirty) onEdited?.();
  }, [isDirty, onEdited]);
}
