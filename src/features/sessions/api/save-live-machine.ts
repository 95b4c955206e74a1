import { usePlayLimitCheck } from '@/api/play-limit-check';
import { useRowId } from '@/hooks/use-row-id';
import { useOutboxSave, type SaveOptions } from '@/lib/offline/use-outbox-save';
import { newRowId } from '@/lib/writes';
import { rememberLastCasinoId } from '../lib/local-prefs';
import { machineCashOut } from '../writes/machine-cash-out';
import { machineCounter } from '../writes/machine-counter';
import { machineMoney } from '../writes/machine-money';
import { machineNote } from '../writes/machine-note';
import { machineStart } from '../writes/machine-start';
import { useCoolOffGuard } from './cool-off-guard';
import type { CashOutInput, StartMachineInput } from './live-machine';
import type { MachineCounter } from './machine-counters';

/** The saves of a live machine: each hook picks its write kind (../writes/); useOutboxSave sends it, online or offline. */
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
