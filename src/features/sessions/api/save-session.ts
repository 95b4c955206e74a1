import { useState } from 'react';
import { useCoolOffConfirm } from '@/api/cool-off-confirm';
import { usePlayLimitCheck } from '@/api/play-limit-check';
import { useRowId } from '@/hooks/use-row-id';
import { useOutboxSave, type SaveOptions } from '@/lib/offline/use-outbox-save';
import { newRowId } from '@/lib/writes';
import { rememberLastCasinoId } from '../lib/local-prefs';
import { cashAdd } from '../writes/cash-add';
import { machineCashOut } from '../writes/machine-cash-out';
import { machineCounter } from '../writes/machine-counter';
import { machineMoney } from '../writes/machine-money';
import { machineNote } from '../writes/machine-note';
import { machineStart } from '../writes/machine-start';
import { slotCreate } from '../writes/slot-create';
import { slotDelete } from '../writes/slot-delete';
import { slotUpdate } from '../writes/slot-update';
import { casinoSessionCreate } from '../writes/casino-session-create';
import { casinoSessionReopen } from '../writes/casino-session-reopen';
import { casinoSessionUpdate } from '../writes/casino-session-update';
import type { AddCashInput } from './add-casino-cash';
import type { CasinoSessionInput } from './create-casino-session';
import type { SlotSessionInput } from './create-slot-session';
import type { CashOutInput, StartMachineInput } from './live-machine';
import type { MachineCounter } from './machine-counters';

/**
 * The save of each session record: a form calls `save(values)` and nothing else. The record's hook owns its row
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

/** During a cool-off the player confirms a second time first (the pause is named); presses meanwhile are ignored. */
function useCoolOffGuard(action: string) {
  const confirmCoolOff = useCoolOffConfirm();
  const [asking, setAsking] = useState(false);
  const guard = async (busy: boolean, then: () => void) => {
    if (asking || busy) return;
    setAsking(true);
    const ok = await confirmCoolOff(action).finally(() => setAsking(false));
    if (ok) then();
  };
  return { asking, guard };
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

/** Deleting a slot session (one that never left the device is simply dropped). */
export function useRemoveSlotSession(options: SaveOptions = {}) {
  return useOutboxSave(slotDelete, options);
}

/** Reopening an ended casino session, at the version it was shown. */
export function useReopenCasinoSession(options: SaveOptions = {}) {
  const reopen = useOutboxSave(casinoSessionReopen, options);
  return {
    ...reopen,
    save: (session: { id: string; updated_at: string }) => reopen.save({ id: session.id, updatedAt: session.updated_at }),
  };
}

/** A live machine started (its id fixed when the dialog opened). */
export function useStartMachine(options: SaveOptions = {}) {
  const [rowId] = useRowId();
  const coolOff = useCoolOffGuard('Start a machine');
  const start = useOutboxSave(machineStart, options);
  return {
    isPending: start.isPending || coolOff.asking,
    refused: start.refused,
    save: (values: Omit<StartMachineInput, 'id'>) =>
      coolOff.guard(start.isPending, () => start.save({ ...values, id: rowId }, () => rememberLastCasinoId(values.casino_id))),
  };
}

/**
 * Money put in a live machine ("+$20", Other): each press is its own write with its own entry id, queued behind the
 * one being sent and shown on the card at once; nothing waits for an answer before the next press.
 */
export function useAddMachineMoney(sessionId: string, options: SaveOptions = {}) {
  // The casino session in progress is checked (a machine's money counts toward its loss, the day's and the month's).
  const add = useOutboxSave(machineMoney, usePlayLimitCheck().afterSent(null, options));
  return {
    save: (amount: number, freePlay = false) => add.save({ sessionId, entryId: newRowId(), amount, ...(freePlay ? { freePlay } : {}) }),
  };
}

/** Cash out of a live machine (its id fixed when the dialog opened: one cash-out, however often pressed or resent). */
export function useCashOutMachine(sessionId: string, options: SaveOptions = {}) {
  const [cashOutId] = useRowId();
  const cashOut = useOutboxSave(machineCashOut, usePlayLimitCheck().afterSent(null, options));
  return {
    isPending: cashOut.isPending,
    refused: cashOut.refused,
    save: (values: Omit<CashOutInput, 'sessionId' | 'cashOutId'>) => cashOut.save({ ...values, sessionId, cashOutId }),
  };
}

/** A "Bonus" / "Jackpot" tap on a live machine: each press its own tap id, counted once. */
export function useTapMachineCounter(sessionId: string) {
  const tap = useOutboxSave(machineCounter);
  return { save: (counter: MachineCounter) => tap.save({ sessionId, tapId: newRowId(), counter }) };
}

/** The running note of a live machine (the session's notes). */
export function useSaveMachineNote(sessionId: string, options: SaveOptions = {}) {
  const note = useOutboxSave(machineNote, options);
  return { isPending: note.isPending, save: (text: string) => note.save({ sessionId, note: text }) };
}
