import { useRowId } from '@/hooks/use-row-id';
import { useOutboxSave, type SaveOptions } from '@/lib/offline/use-outbox-save';
import { rememberLastCasinoId } from '../lib/local-prefs';
import { slotCreate } from '../writes/slot-create';
import { slotDelete } from '../writes/slot-delete';
import { slotUpdate } from '../writes/slot-update';
import type { SlotSessionInput } from './create-slot-session';

/**
 * The saves of a slot session: a form calls `save(values)` and nothing else. The record's hook owns its row
 * id (made when the form opened) and picks the write kind (../writes/); useOutboxSave sends it, online or offline.
 */
type Existing = { id: string; updated_at: string } | null;

/** A slot session: a create (its id fixed when the form opened) or an edit of `existing` at the version it was read. */
export function useSaveSlotSession(existing: Existing, options: SaveOptions = {}) {
  const [rowId] = useRowId();
  const create = useOutboxSave(slotCreate, options);
  const edit = useOutboxSave(slotUpdate, options);
  return {
    isPending: create.isPending || edit.isPending,
    save: (values: SlotSessionInput) =>
      existing
        ? edit.save({ id: existing.id, updatedAt: existing.updated_at, values })
        : create.save({ ...values, id: rowId }, () => rememberLastCasinoId(values.casino_id)),
  };
}

/** Deleting a slot session (one that never left the device is simply dropped). */
export function useRemoveSlotSession(options: SaveOptions = {}) {
  return useOutboxSave(slotDelete, options);
}
