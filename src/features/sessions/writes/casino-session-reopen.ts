import { defineWrite } from '@/lib/offline/define-write';
import type { ReopenCasinoSessionInput } from '../api/reopen-casino-session';
import { sessionKeys } from '../api/session-keys';
import type { CasinoSession } from '../lib/session-rows';
import { CASINO_TOASTS } from '../lib/session-toasts';
import { patchCasinoSession, casinoSessionRows } from './rows';

/** Reopening an ended casino session (departure and final cash cleared) at the version it was shown. */
export const casinoSessionReopen = defineWrite<ReopenCasinoSessionInput, CasinoSession>({
  // The key of writes already waiting on players' devices (made before the word was "casino session"): it stays.
  kind: ['sessions', 'visit-reopen'],
  words: { label: 'Casino session reopen', sent: CASINO_TOASTS.reopened, failed: CASINO_TOASTS.updateFailed },
  row: (input) => input.id,
  madeOn: (input) => input.updatedAt,
  request: async ({ userId, input, base }) =>
    (await import('../api/reopen-casino-session')).reopenCasinoSession(userId, input, base ?? input.updatedAt),
  refresh: [sessionKeys.all],
  project: {
    rows: casinoSessionRows,
    apply: (rows, w) => patchCasinoSession(rows, w.input.id, w, () => ({ departure_date: null, departure_time: null, final_cash: null })),
  },
});
