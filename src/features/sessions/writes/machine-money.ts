import { defineWrite, patchRow } from '@/lib/offline/define-write';
import { roundMoney, toNumber } from '@/lib/money';
import type { MachineMoneyInput } from '../api/live-machine';
import { sessionKeys } from '../api/session-keys';
import { slotFigures } from '@/lib/slot-money';
import type { SlotSession } from '../lib/session-rows';
import { MACHINE_TOASTS } from '../lib/session-toasts';
import { slotRows } from './rows';

/** Money put in a live machine ("+$20", Other): each press its own entry id, added once however often it is sent. */
export const machineMoney = defineWrite<MachineMoneyInput, SlotSession>({
  kind: ['sessions', 'machine-money'],
  words: { label: 'Money in', sent: MACHINE_TOASTS.moneyAdded, failed: MACHINE_TOASTS.moneyFailed },
  row: (input) => input.sessionId,
  once: (input) => input.entryId,
  request: async ({ userId, input }) => (await import('../api/live-machine')).addMachineMoney(userId, input),
  refresh: [sessionKeys.all],
  project: {
    rows: slotRows,
    apply: (rows, w) => {
      const { sessionId, entryId, amount, freePlay } = w.input;
      return patchRow<SlotSession>(rows, sessionId, w, (r) => {
        const entries = Array.isArray(r.money_in_entries) ? r.money_in_entries : [];
        // The entry may be in the row already (its answer came, or the list was fetched since): never counted twice.
        if (entries.some((e) => e && typeof e === 'object' && !Array.isArray(e) && e.id === entryId)) return {};
        const coinsIn = roundMoney(toNumber(r.coins_in) + amount);
        // Free play is money in too, but the casino's: the row's free_play holds how much of it there was.
        const free_play = freePlay ? roundMoney(toNumber(r.free_play) + amount) : r.free_play;
        return {
          coins_in: coinsIn,
          free_play,
          ...slotFigures({ ...r, coins_in: coinsIn, free_play }),
          money_in_entries: [...entries, { id: entryId, amount, ...(freePlay ? { free_play: true } : {}) }],
        };
      });
    },
  },
});
