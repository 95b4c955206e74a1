/**
 * Trustworthy writes: creates happen exactly once, an update/delete that touched nothing says why, and a
 * failed save says what happened so the form (kept open and filled) can be sent again with one press.
 */
import { toast } from 'sonner';
import { explainNoRows, WriteRefusedError, type RowCheck } from './row-checks';
import { supabase } from './supabase';
import { transportFailure } from './offline/transport-failure';

export { refusalMessage, WriteRefusedError } from './row-checks';
export { transportFailure } from './offline/transport-failure';

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

export const NETWORK_FAILURE_TEXT = 'No connection, so nothing was saved. Your entries are still here: press the button again to retry.';
export const SERVER_FAILURE_TEXT = 'The server did not answer, so nothing may have been saved. Your entries are still here: press the button again to retry.';

/** What an update hook's Reload (on "changed elsewhere" / "no longer exists") does besides refetching: an open edit form follows the latest version (useEditBase). */
export type ReloadOptions = { onReload?: () => void };

/** The Reload of a refused write: refetch what the form edits, then let the open form follow. */
export function reloadAction(refetch: () => Promise<unknown>, { onReload }: ReloadOptions): () => void {
  return () => {
    void refetch();
    onReload?.();
  };
}

/** One refused-write toast at a time: a second refusal replaces it, and a form's own reload button clears it. */
const WRITE_REFUSED_TOAST = 'write-refused';

export function dismissWriteRefusedToast(): void {
  toast.dismiss(WRITE_REFUSED_TOAST);
}

/**
 * Toasts a refused write (with a Reload action for gone/stale when `onReload` is given) or a transport failure
 * (titled `title`, the spec's failure text). Returns false for any other error, which keeps its own toast.
 */
export function toastWriteFailure(error: unknown, title: string, onReload?: () => void): boolean {
  if (error instanceof WriteRefusedError) {
    const description =
      error.problem === 'stale'
        ? 'Someone changed it after you opened it. Reload to see the latest version, then make your change again.'
        : error.problem === 'gone'
          ? 'It was deleted elsewhere. Reload to see the current list.'
          : 'Your account can no longer change it.';
    const action = onReload && error.problem !== 'forbidden' ? { label: 'Reload', onClick: onReload } : undefined;
    // With a Reload to press the toast stays until pressed or closed: it is how the open form gets the latest version.
    toast.error(error.message, { id: WRITE_REFUSED_TOAST, description, action, duration: action ? Infinity : undefined });
    return true;
  }
  const transport = transportFailure(error);
  if (!transport) return false;
  toast.error(title, { description: transport === 'network' ? NETWORK_FAILURE_TEXT : SERVER_FAILURE_TEXT });
  return true;
}
