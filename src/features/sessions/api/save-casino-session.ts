import { usePlayLimitCheck } from '@/api/play-limit-check';
import { useRowId } from '@/hooks/use-row-id';
import { useOutboxSave, type SaveOptions } from '@/lib/offline/use-outbox-save';
import { rememberLastCasinoId } from '../lib/local-prefs';
import { cashAdd } from '../writes/cash-add';
import { casinoSessionCreate } from '../writes/casino-session-create';
import { casinoSessionReopen } from '../writes/casino-session-reopen';
import { casinoSessionUpdate } from '../writes/casino-session-update';
import type { AddCashInput } from './add-casino-cash';
import { useCoolOffGuard } from './cool-off-guard';
import type { CasinoSessionInput } from './create-casino-session';

/**
 * The saves of a casino session: a form calls `save(values)` and nothing else. The record's hook owns its row
 * id (made when the form opened) and picks the write kind (../writes/); useOutboxSave sends it, online or offline.
 */
type Existing = { id: string; updated_at: string } | null;

/** A casino session: a create or an edit (End included) of `existing` at the version it was read. */
export function useSaveCasinoSession(existing: Existing, options: SaveOptions = {}) {
  const [rowId] = useRowId();
  const limits = usePlayLimitCheck();
  const create = useOutboxSave(casinoSessionCreate, limits.afterSent(rowId, options));
  const edit = useOutboxSave(casinoSessionUpdate, limits.afterSent(existing?.id ?? rowId, options));
  return {
    isPending: create.isPending || edit.isPending,
    /** A refused edit (shown in the dialog) and its Reload. */
    refused: edit.refused,
    reload: edit.reload,
    save: (values: CasinoSessionInput) => {
      const remember = () => rememberLastCasinoId(values.casino_id);
      if (existing) edit.save({ id: existing.id, updatedAt: existing.updated_at, values }, remember);
      else create.save({ ...values, id: rowId }, remember);
    },
  };
}

/** Cash added to casino session `sessionId` (its entry id fixed when the form opened: appended once). */
export function useSaveCasinoCash(sessionId: string, options: SaveOptions = {}) {
  const [entryId] = useRowId();
  const coolOff = useCoolOffGuard('Add cash');
  const add = useOutboxSave(cashAdd, usePlayLimitCheck().afterSent(sessionId, options));
  return {
    isPending: add.isPending || coolOff.asking,
    save: (values: Omit<AddCashInput, 'sessionId' | 'entryId'>) =>
      coolOff.guard(add.isPending, () => add.save({ ...values, sessionId, entryId })),
  };
}

/** Reopening an ended casino session, at the version it was shown. */
export function useReopenCasinoSession(options: SaveOptions = {}) {
  const reopen = useOutboxSave(casinoSessionReopen, options);
  return {
    ...reopen,
    save: (session: { id: string; updated_at: string }) => reopen.save({ id: session.id, updatedAt: session.updated_at }),
  };
}
