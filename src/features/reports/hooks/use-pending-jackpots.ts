import { isListedWrite, type OutboxVariables } from '@/lib/offline/outbox';
import { useOutboxState } from '@/lib/offline/use-offline-state';
import { W2G_CREATE_OUTBOX_KEY, type PendingJackpotDisplay, type QueuedJackpot } from '@/api/w2g-outbox';
import type { ReportJackpot } from '../api/get-report-jackpots';
import type { DateRange } from '../lib/date-range';
import { jackpotDefaults } from '@/lib/w2g-state';

/** A jackpot row as the list shows it; 'pending' waits in the outbox, 'failed' was refused (see the sync bar). */
export type ShownJackpot = ReportJackpot & { syncState?: 'pending' | 'failed' };

/** Jackpots recorded on this device that have not reached the server yet, in `range`, newest first. */
export function usePendingJackpots(range: DateRange): ShownJackpot[] {
  return useOutboxState(
    { mutationKey: W2G_CREATE_OUTBOX_KEY, predicate: isListedWrite },
    (m): ShownJackpot => {
      const { input, display } = m.state.variables as OutboxVariables<QueuedJackpot>;
      const names = display as PendingJackpotDisplay | undefined;
      return {
        id: input.id,
        casino_id: input.casino_id,
        slot_machine_id: input.slot_machine_id,
        jackpot_date: input.jackpot_date,
        jackpot_time: input.jackpot_time,
        amount: input.amount,
        tax_withheld: input.tax_withheld ?? 0,
        state: input.state ?? null,
        state_winnings: input.state_winnings ?? null,
        state_tax_withheld: input.state_tax_withheld ?? null,
        hand_pay: input.hand_pay ?? false,
        w2g_received: input.w2g_received ?? jackpotDefaults(input.amount, input.jackpot_date).received,
        notes: input.notes || null,
        images: [],
        updated_at: '',
        casino: names?.casino ?? null,
        slot_machine: names?.slot_machine ?? null,
        syncState: m.state.status === 'error' ? 'failed' : 'pending',
      };
    },
    { holdAnswered: true },
  )
    .filter((j) => j.jackpot_date >= range.start && j.jackpot_date <= range.end)
    .reverse();
}

/** The server's rows with the waiting ones on top (a row that has arrived is not shown twice). */
export function withPendingJackpots(rows: ReportJackpot[], pending: ShownJackpot[]): ShownJackpot[] {
  if (pending.length === 0) return rows;
  const have = new Set(rows.map((r) => r.id));
  return [...pending.filter((p) => !have.has(p.id)), ...rows];
}
