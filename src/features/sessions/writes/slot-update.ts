import { pickerNames } from '@/api/picker-names';
import { defineWrite, patchRow, type Write } from '@/lib/offline/define-write';
import { sessionKeys } from '../api/session-keys';
import type { UpdateSlotSessionInput } from '../api/update-slot-session';
import { slotFigures } from '@/lib/slot-money';
import type { SlotSession } from '../lib/session-rows';
import { SLOT_TOASTS } from '../lib/session-toasts';
import { createdMark, slotRows, withCreated, type PendingDisplay } from './rows';
import { slotCreate } from './slot-create';

/**
 * An edit of a slot session at the version it was read (`updatedAt`; '' for a row not on the server yet): sent
 * checked against that version as moved on by this device's own writes since, so only a change made elsewhere is
 * refused ("changed elsewhere").
 */
export const slotUpdate: Write<UpdateSlotSessionInput, SlotSession, PendingDisplay> = defineWrite<
  UpdateSlotSessionInput,
  SlotSession,
  PendingDisplay
>({
  kind: ['sessions', 'slot-update'],
  words: { label: 'Slot session edit', sent: SLOT_TOASTS.updated, failed: SLOT_TOASTS.updateFailed },
  row: (input) => input.id,
  madeOn: (input) => input.updatedAt,
  request: async ({ userId, input, base }) =>
    (await import('../api/update-slot-session')).updateSlotSession(userId, input, base ?? input.updatedAt),
  refresh: [sessionKeys.all],
  describe: (client, input) => pickerNames(client, input.values),
  project: {
    rows: slotRows,
    apply: (rows, w) => {
      const { id, updatedAt, values } = w.input;
      // A row whose create was folded into this edit is new to the lists, as its create was.
      const created = { ...values, id, user_id: w.userId, is_live: false, money_in_entries: [], jackpot_net: 0, ...slotFigures(values) };
      const shown = updatedAt === '' ? withCreated(rows, { ...created, casino: null, slot_machine: null, ...createdMark(w) }) : rows;
      return patchRow<SlotSession>(shown, id, w, (r) => ({
        ...values,
        ...slotFigures({ ...r, ...values }),
        casino: w.display?.casino ?? r.casino,
        slot_machine: w.display?.slot_machine ?? r.slot_machine,
      }));
    },
  },
  /**
   * - An edit of a row whose create still waits becomes that create: the row is inserted with the edited values
   *   (sent as this edit with version '');
   * - it replaces an earlier waiting edit of the same row, keeping that one's version for the check.
   */
  fold: (input, waiting) => {
    const create = waiting.find((w) => !w.sending && slotCreate.is(w) && w.input.id === input.id);
    const edits = waiting.filter((w) => !w.sending && slotUpdate.is(w) && w.input.id === input.id);
    if (create) return { input: { ...input, updatedAt: '' }, drop: [create, ...edits] };
    const first = edits[0] && slotUpdate.is(edits[0]) ? edits[0].input.updatedAt : undefined;
    return { input: first === undefined ? input : { ...input, updatedAt: first }, drop: edits };
  },
});
