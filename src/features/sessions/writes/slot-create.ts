import { pickerNames } from '@/api/picker-names';
import { defineWrite, type Write } from '@/lib/offline/define-write';
import type { CreateSlotSessionInput } from '../api/create-slot-session';
import { sessionKeys } from '../api/session-keys';
import { slotFigures } from '@/lib/slot-money';
import type { SlotSession } from '../lib/session-rows';
import { SLOT_TOASTS } from '../lib/session-toasts';
import { createdMark, slotRows, withCreated, type PendingDisplay } from './rows';

/** A slot session typed in (its id made when the form opened: inserted once, however often it is sent). */
export const slotCreate: Write<CreateSlotSessionInput, SlotSession, PendingDisplay> = defineWrite<
  CreateSlotSessionInput,
  SlotSession,
  PendingDisplay
>({
  kind: ['sessions', 'slot-create'],
  words: { label: 'New slot session', sent: SLOT_TOASTS.added, failed: SLOT_TOASTS.addFailed },
  row: (input) => input.id,
  creates: () => true,
  request: async ({ userId, input }) => (await import('../api/create-slot-session')).createSlotSession(userId, input),
  refresh: [sessionKeys.all],
  describe: pickerNames,
  project: {
    rows: slotRows,
    apply: (rows, w) => {
      const { id, ...values } = w.input;
      return withCreated(rows, {
        ...values,
        is_live: false,
        money_in_entries: [],
        casino: w.display?.casino ?? null,
        slot_machine: w.display?.slot_machine ?? null,
        id,
        user_id: w.userId,
        jackpot_net: 0,
        ...slotFigures(values),
        ...createdMark(w),
      });
    },
  },
  // The same create pressed again before it was sent replaces the waiting one (one row, the last values).
  fold: (input, waiting) => ({ input, drop: waiting.filter((w) => slotCreate.is(w) && w.input.id === input.id) }),
});
