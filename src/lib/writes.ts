/**
 * Trustworthy writes: creates happen exactly once, an update/delete that touched nothing says why, and a
 * failed save says what happened so the form (kept open and filled) can be sent again with one press.
 */
import { explainNoRows, type RowCheck } from './row-checks';
import { supabase } from './supabase';

export { refusalMessage, WriteRefusedError } from './row-checks';
export { transportFailure } from './offline/transport-failure';
export { dismissWriteRefusedToast, NETWORK_FAILURE_TEXT, SERVER_FAILURE_TEXT, toastWriteFailure } from './write-errors';

/**
 * Upsert options for an insert whose id the client made when the form opened: a repeat of the same id
 * (double press, retry after a timeout) inserts nothing and is the same success (ON CONFLICT (id) DO NOTHING).
 */
export const INSERT_ONCE = { onConflict: 'id', ignoreDuplicates: true } as const;

/** A fresh client-made row id (or idempotency key). */
export function newRowId(): string {
  return crypto.randomUUID();
}

/** Returns the rows an update/delete wrote, or throws why none were written (gone, stale, not the caller's). */
export async function expectWritten<T>(rows: T[] | null, check: RowCheck): Promise<T[]> {
  if (rows && rows.length > 0) return rows;
  throw await explainNoRows(supabase, check);
}

/** What an update hook's Reload (on "changed elsewhere" / "no longer exists") does besides refetching: an open edit form follows the latest version (useEditBase). */
export type ReloadOptions = { onReload?: () => void };

/** The Reload of a refused write: refetch what the form edits, then let the open form follow. */
export function reloadAction(refetch: () => Promise<unknown>, { onReload }: ReloadOptions): () => void {
  return () => {
    void refetch();
    onReload?.();
  };
}
