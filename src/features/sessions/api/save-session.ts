import { useRowId } from '@/hooks/use-row-id';
import type { ReloadOptions } from '@/lib/writes';
import { toast } from 'sonner';
import { useAddCasinoCash, type AddCashInput } from './add-casino-cash';
import { CASINO_TOASTS, useCreateCasinoSession, type CasinoSessionInput } from './create-casino-session';
import { SLOT_TOASTS, useCreateSlotSession, type SlotSessionInput } from './create-slot-session';
import { useDeleteSlotSession } from './delete-slot-session';
import type { SessionOutboxInputs } from './outbox-writes';
import { useQueueSessionWrite } from './queue-session-write';
import { useReopenCasinoSession } from './reopen-casino-session';
import type { SessionOutboxKind } from './session-keys';
import { useUpdateCasinoSession } from './update-casino-session';
import { useUpdateSlotSession } from './update-slot-session';
import { rememberLastCasinoId } from '../lib/local-prefs';

/**
 * The one way a session record is saved. A form calls `save(values)` and nothing else: the record's hook
 * owns the row id, sends the write at once when online (its toast, then `onDone('sent')`; a failure keeps
 * the form and says why, with Reload for "changed elsewhere" / "no longer exists"), and offline puts it in
 * the outbox (paused, kept on the device, sent in order when the network is back; "Saved on this device")
 * and calls `onDone('saved-on-device')` at once.
 */
export type SaveOutcome = 'sent' | 'saved-on-device';
export type SaveOptions = ReloadOptions & { onDone?: (outcome: SaveOutcome) => void; onSettled?: () => void };

type Sender<I> = { mutate(input: I, options: { onSuccess?: () => void; onSettled?: () => void }): void; isPending: boolean };

function useSessionSave<K extends SessionOutboxKind>(kind: K, sender: Sender<SessionOutboxInputs[K]>, sentToast: string, { onDone, onSettled }: SaveOptions) {
  const queue = useQueueSessionWrite();
  const save = (input: SessionOutboxInputs[K], after?: () => void) => {
    if (sender.isPending) return;
    if (queue(kind, input)) {
      after?.();
      onDone?.('saved-on-device');
      onSettled?.();
      return;
    }
    sender.mutate(input, {
      onSuccess: () => {
        after?.();
        toast.success(sentToast);
        onDone?.('sent');
      },
      onSettled,
    });
  };
  return { save, isPending: sender.isPending };
}

/** A slot session: a create (its id fixed when the form opened) or an edit of `existing` at the version it was read. */
export function useSaveSlotSession(existing: { id: string; updated_at: string } | null, options: SaveOptions = {}) {
  const [rowId] = useRowId();
  const create = useSessionSave('slot-create', useCreateSlotSession(), SLOT_TOASTS.added, options);
  const edit = useSessionSave('slot-update', useUpdateSlotSession(options), SLOT_TOASTS.updated, options);
  return {
    isPending: create.isPending || edit.isPending,
    save: (values: SlotSessionInput) =>
      existing
        ? edit.save({ id: existing.id, updatedAt: existing.updated_at, values })
        : create.save({ ...values, id: rowId }, () => rememberLastCasinoId(values.casino_id)),
  };
}

/** A casino visit: a create or an edit of `existing` at the version it was read. */
export function useSaveCasinoSession(existing: { id: string; updated_at: string } | null, options: SaveOptions = {}) {
  const [rowId] = useRowId();
  const create = useSessionSave('visit-create', useCreateCasinoSession(), CASINO_TOASTS.added, options);
  const update = useUpdateCasinoSession(options);
  const edit = useSessionSave('visit-update', update, CASINO_TOASTS.updated, options);
  return {
    isPending: create.isPending || edit.isPending,
    /** A refused edit (shown in the dialog) and its Reload. */
    refused: update.error,
    reload: update.reload,
    save: (values: CasinoSessionInput) => {
      const remember = () => rememberLastCasinoId(values.casino_id);
      if (existing) edit.save({ id: existing.id, updatedAt: existing.updated_at, values }, remember);
      else create.save({ ...values, id: rowId }, remember);
    },
  };
}

/** Cash added to visit `sessionId` (its entry id fixed when the form opened: appended once). */
export function useSaveCasinoCash(sessionId: string, options: SaveOptions = {}) {
  const [entryId] = useRowId();
  const add = useSessionSave('cash-add', useAddCasinoCash(), CASINO_TOASTS.cashAdded, options);
  return { isPending: add.isPending, save: (values: Omit<AddCashInput, 'sessionId' | 'entryId'>) => add.save({ ...values, sessionId, entryId }) };
}

/** Deleting a slot session (a session that never left the device is simply dropped). */
export function useRemoveSlotSession(options: SaveOptions = {}) {
  return useSessionSave('slot-delete', useDeleteSlotSession(), SLOT_TOASTS.deleted, options);
}

/** Reopening an ended visit. */
export function useReopenVisit(options: SaveOptions = {}) {
  return useSessionSave('visit-reopen', useReopenCasinoSession(), CASINO_TOASTS.reopened, options);
}
