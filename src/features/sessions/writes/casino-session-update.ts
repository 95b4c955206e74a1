import { pickerNames } from '@/api/picker-names';
import { defineWrite, type Write } from '@/lib/offline/define-write';
import { sessionKeys } from '../api/session-keys';
import type { UpdateCasinoSessionInput } from '../api/update-casino-session';
import type { CasinoSession } from '../lib/session-rows';
import { CASINO_TOASTS } from '../lib/session-toasts';
import { createdMark, patchCasinoSession, casinoSessionRows, withCreated, withTotals, type PendingDisplay } from './rows';
import { casinoSessionCreate } from './casino-session-create';

/** An edit of a casino session (End included) at the version it was read; see slotUpdate. */
export const casinoSessionUpdate: Write<UpdateCasinoSessionInput, CasinoSession, PendingDisplay> = defineWrite<
  UpdateCasinoSessionInput,
  CasinoSession,
  PendingDisplay
>({
  // The key of writes already waiting on players' devices (made before the word was "casino session"): it stays.
  kind: ['sessions', 'visit-update'],
  words: { label: 'Casino session edit', sent: CASINO_TOASTS.updated, failed: CASINO_TOASTS.updateFailed },
  row: (input) => input.id,
  madeOn: (input) => input.updatedAt,
  request: async ({ userId, input, base }) =>
    (await import('../api/update-casino-session')).updateCasinoSession(userId, input, base ?? input.updatedAt),
  refresh: [sessionKeys.all],
  describe: (client, input) => pickerNames(client, input.values),
  project: {
    rows: casinoSessionRows,
    apply: (rows, w) => {
      const { id, updatedAt, values } = w.input;
      // A row whose create was folded into this edit is new to the lists, as its create was.
      const created = { ...values, id, user_id: w.userId, casino: null, additional_cash: [], total_cash_in: 0, net_result: null };
      const shown = updatedAt === '' ? withCreated(rows, withTotals({ ...created, ...createdMark(w) })) : rows;
      return patchCasinoSession(shown, id, w, (r) => ({ ...values, casino: w.display?.casino ?? r.casino }));
    },
  },
  /** As slotUpdate's: into a waiting create of the row, else over an earlier waiting edit (keeping its version). */
  fold: (input, waiting) => {
    const create = waiting.find((w) => !w.sending && casinoSessionCreate.is(w) && w.input.id === input.id);
    const edits = waiting.filter((w) => !w.sending && casinoSessionUpdate.is(w) && w.input.id === input.id);
    if (create) return { input: { ...input, updatedAt: '' }, drop: [create, ...edits] };
    const first = edits[0] && casinoSessionUpdate.is(edits[0]) ? edits[0].input.updatedAt : undefined;
    return { input: first === undefined ? input : { ...input, updatedAt: first }, drop: edits };
  },
});
