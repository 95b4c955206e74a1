import { defineWrite, patchRow } from '@/lib/offline/define-write';
import type { MachineNoteInput } from '../api/machine-counters';
import { sessionKeys } from '../api/session-keys';
import type { SlotSession } from '../lib/session-rows';
import { MACHINE_TOASTS } from '../lib/session-toasts';
import { slotRows } from './rows';

/** The running note of a live machine ("max bet", "denomination 1¢"): the session's notes, the text as typed. */
export const machineNote = defineWrite<MachineNoteInput, SlotSession>({
  kind: ['sessions', 'machine-note'],
  words: { label: 'Machine note', sent: MACHINE_TOASTS.noteSaved, failed: MACHINE_TOASTS.noteFailed },
  row: (input) => input.sessionId,
  // Two saves of the same text are one; a newer text is its own write (sent after the older one, so it is the last word).
  once: (input) => `${input.sessionId}/${input.note}`,
  request: async ({ userId, input }) => (await import('../api/machine-counters')).setMachineNote(userId, input),
  refresh: [sessionKeys.all],
  project: {
    rows: slotRows,
    apply: (rows, w) => patchRow<SlotSession>(rows, w.input.sessionId, w, () => ({ notes: w.input.note.trim() || null })),
  },
});
