import { defineWrite, waitingOfRow } from '@/lib/offline/define-write';
import { versionAfterOwnWrites } from '@/lib/offline/own-versions';
import { WriteRefusedError } from '@/lib/writes';
import { sessionKeys } from '../api/session-keys';
import type { SlotSession } from '../lib/session-rows';
import { SLOT_TOASTS } from '../lib/session-toasts';
import { machineCashOut } from './machine-cash-out';
import { machineCounter } from './machine-counter';
import { machineMoney } from './machine-money';
import { machineNote } from './machine-note';
import { machineStart } from './machine-start';
import { slotRows } from './rows';
import { slotCreate } from './slot-create';
import { slotUpdate } from './slot-update';

/** Deleting a slot session (by id); one already gone is done. */
export const slotDelete = defineWrite<string, SlotSession>({
  kind: ['sessions', 'slot-delete'],
  words: { label: 'Slot session delete', sent: SLOT_TOASTS.deleted, failed: SLOT_TOASTS.deleteFailed },
  row: (id) => id,
  request: async ({ userId, input }) => {
    const { deleteSlotSession } = await import('../api/delete-slot-session');
    await deleteSlotSession(userId, input).catch((error: unknown) => {
      if (!(error instanceof WriteRefusedError && error.problem === 'gone')) throw error;
    });
  },
  refresh: [sessionKeys.all],
  // Hidden while it waits; a refused delete stays, marked.
  project: {
    rows: slotRows,
    apply: (rows, w) =>
      w.state === 'failed'
        ? rows.map((r) => (r.id === w.input ? { ...r, syncState: 'failed' as const } : r))
        : rows.filter((r) => r.id !== w.input),
  },
  // Every waiting write of the row goes; when one of them made it (it never left the device), nothing is sent. An
  // edit made on a row not on the server ('') makes it unless this device's create of it was answered already.
  fold: (id, waiting) => {
    const ofRow = waitingOfRow(waiting, id, [
      slotCreate,
      slotUpdate,
      machineStart,
      machineMoney,
      machineCashOut,
      machineCounter,
      machineNote,
    ]);
    const drop = ofRow.filter((w) => !w.sending);
    const created = versionAfterOwnWrites(id, '') !== '';
    const makes = (w: (typeof ofRow)[number]) =>
      slotCreate.is(w) || machineStart.is(w) || (slotUpdate.is(w) && w.input.updatedAt === '' && !created);
    const neverSent = drop.some(makes) && !ofRow.some((w) => w.sending && makes(w));
    return { input: neverSent ? null : id, drop };
  },
});
