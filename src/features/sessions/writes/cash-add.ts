import { defineWrite } from '@/lib/offline/define-write';
import type { Json } from '@/lib/database.types';
import type { AddCashInput } from '../api/add-casino-cash';
import { sessionKeys } from '../api/session-keys';
import type { CasinoSession } from '../lib/session-rows';
import { CASINO_TOASTS } from '../lib/session-toasts';
import { patchCasinoSession, casinoSessionRows } from './rows';

/** Cash added to a casino session (its entry id made when the form opened: appended once). */
export const cashAdd = defineWrite<AddCashInput, CasinoSession>({
  kind: ['sessions', 'cash-add'],
  words: { label: 'Added cash', sent: CASINO_TOASTS.cashAdded, failed: CASINO_TOASTS.cashFailed },
  row: (input) => input.sessionId,
  once: (input) => input.entryId,
  request: async ({ userId, input }) => (await import('../api/add-casino-cash')).addCasinoCash(userId, input),
  refresh: [sessionKeys.all],
  project: {
    rows: casinoSessionRows,
    apply: (rows, w) => {
      const { sessionId, entryId, amount, note } = w.input;
      return patchCasinoSession(rows, sessionId, w, (r) => {
        const entries = Array.isArray(r.additional_cash) ? r.additional_cash : [];
        // The entry may be in the row already (its answer came, or the list was fetched since): never shown twice.
        if (entries.some((e) => e && typeof e === 'object' && !Array.isArray(e) && e.id === entryId)) return {};
        const entry: Json = { id: entryId, amount, note: note || null, timestamp: new Date().toISOString() };
        return { additional_cash: [...entries, entry] };
      });
    },
  },
});
