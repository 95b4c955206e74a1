import { defineWrite, patchRow } from '@/lib/offline/define-write';
import type { CounterTapInput } from '../api/machine-counters';
import { sessionKeys } from '../api/session-keys';
import { countTap } from '../lib/machine-counts';
import type { SlotSession } from '../lib/session-rows';
import { MACHINE_TOASTS } from '../lib/session-toasts';
import { slotRows } from './rows';

/** A "Bonus" or "Jackpot" tap on a live machine: each tap its own id, counted once however often it is sent. */
export const machineCounter = defineWrite<CounterTapInput, SlotSession>({
  kind: ['sessions', 'machine-counter'],
  words: { label: 'Counter tap', sent: MACHINE_TOASTS.counted, failed: MACHINE_TOASTS.countFailed },
  row: (input) => input.sessionId,
  once: (input) => input.tapId,
  request: async ({ userId, input }) => (await import('../api/machine-counters')).tapMachineCounter(userId, input),
  refresh: [sessionKeys.all],
  project: {
    rows: slotRows,
    apply: (rows, w) => patchRow<SlotSession>(rows, w.input.sessionId, w, (r) => countTap(r, w.input)),
  },
});
