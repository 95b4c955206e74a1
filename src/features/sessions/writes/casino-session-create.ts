import { pickerNames } from '@/api/picker-names';
import { defineWrite, type Write } from '@/lib/offline/define-write';
import type { CreateCasinoSessionInput } from '../api/create-casino-session';
import { sessionKeys } from '../api/session-keys';
import type { CasinoSession } from '../lib/session-rows';
import { CASINO_TOASTS } from '../lib/session-toasts';
import { createdMark, casinoSessionRows, withCreated, withTotals, type PendingDisplay } from './rows';

/** A casino session started (its id made when the form opened: inserted once). */
export const casinoSessionCreate: Write<CreateCasinoSessionInput, CasinoSession, PendingDisplay> = defineWrite<
  CreateCasinoSessionInput,
  CasinoSession,
  PendingDisplay
>({
  // The key of writes already waiting on players' devices (made before the word was "casino session"): it stays.
  kind: ['sessions', 'visit-create'],
  words: { label: 'New casino session', sent: CASINO_TOASTS.added, failed: CASINO_TOASTS.addFailed },
  row: (input) => input.id,
  creates: () => true,
  request: async ({ userId, input }) => (await import('../api/create-casino-session')).createCasinoSession(userId, input),
  refresh: [sessionKeys.all],
  describe: pickerNames,
  project: {
    rows: casinoSessionRows,
    apply: (rows, w) => {
      const { id, ...values } = w.input;
      const row = {
        ...values,
        casino: w.display?.casino ?? null,
        id,
        user_id: w.userId,
        additional_cash: [],
        total_cash_in: 0,
        net_result: null,
      };
      return withCreated(rows, withTotals({ ...row, ...createdMark(w) }));
    },
  },
  fold: (input, waiting) => ({ input, drop: waiting.filter((w) => casinoSessionCreate.is(w) && w.input.id === input.id) }),
});
