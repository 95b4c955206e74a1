import { pickerNames } from '@/api/picker-names';
import { defineWrite, type Write } from '@/lib/offline/define-write';
import { withSeconds } from '@/lib/dates';
import type { StartMachineInput } from '../api/live-machine';
import { sessionKeys } from '../api/session-keys';
import { slotFigures } from '@/lib/slot-money';
import type { SlotSession } from '../lib/session-rows';
import { MACHINE_TOASTS } from '../lib/session-toasts';
import { createdMark, slotRows, withCreated, type PendingDisplay } from './rows';

/** A live machine started (a slot session row with is_live; its id made when the dialog opened: started once). */
export const machineStart: Write<StartMachineInput, SlotSession, PendingDisplay> = defineWrite<
  StartMachineInput,
  SlotSession,
  PendingDisplay
>({
  kind: ['sessions', 'machine-start'],
  words: { label: 'Machine started', sent: MACHINE_TOASTS.started, failed: MACHINE_TOASTS.startFailed },
  row: (input) => input.id,
  creates: () => true,
  request: async ({ userId, input }) => (await import('../api/live-machine')).startMachine(userId, input),
  refresh: [sessionKeys.all],
  describe: pickerNames,
  // The row it will make, the fields typed after the fact at their defaults.
  project: {
    rows: slotRows,
    apply: (rows, w) => {
      const { id, session_time, ...values } = w.input;
      return withCreated(rows, {
        ...values,
        session_time: withSeconds(session_time),
        coins_out: 0,
        free_play: 0,
        notes: null,
        people_present: null,
        casino_slot_machine_id: null,
        include_in_daily_totals: true,
        end_date: null,
        end_time: null,
        is_live: true,
        money_in_entries: [],
        casino: w.display?.casino ?? null,
        slot_machine: w.display?.slot_machine ?? null,
        id,
        user_id: w.userId,
        jackpot_net: 0,
        ...slotFigures({ coins_in: values.coins_in, coins_out: 0 }),
        ...createdMark(w),
      });
    },
  },
  fold: (input, waiting) => ({ input, drop: waiting.filter((w) => machineStart.is(w) && w.input.id === input.id) }),
});
