import { defineWrite, markOf } from '@/lib/offline/define-write';
import type { CashOutInput } from '../api/live-machine';
import { sessionKeys } from '../api/session-keys';
import { slotFigures } from '@/lib/slot-money';
import type { SlotSession } from '../lib/session-rows';
import { MACHINE_TOASTS } from '../lib/session-toasts';
import { slotRows } from './rows';

/** Cash out of a live machine: the ticket value ends it (its id made when the dialog opened: one cash-out). */
export const machineCashOut = defineWrite<CashOutInput, SlotSession>({
  kind: ['sessions', 'machine-cash-out'],
  words: { label: 'Cash out', sent: MACHINE_TOASTS.cashedOut, failed: MACHINE_TOASTS.cashOutFailed },
  row: (input) => input.sessionId,
  once: (input) => input.cashOutId,
  request: async ({ userId, input }) => (await import('../api/live-machine')).cashOutMachine(userId, input),
  refresh: [sessionKeys.all],
  project: {
    rows: slotRows,
    apply: (rows, w) => {
      const { sessionId, ticket, end_date, end_time } = w.input;
      return rows.map((r) =>
        r.id === sessionId && r.is_live
          ? {
              ...r,
              is_live: false,
              coins_out: ticket,
              end_date,
              end_time,
              ...slotFigures({ ...r, coins_out: ticket }),
              ...markOf(w),
            }
          : r,
      );
    },
  },
});
