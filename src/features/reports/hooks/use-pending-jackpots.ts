import { inRange, jackpotRows, w2gCreate } from '@/api/w2g-outbox';
import { applyWrites, type Shown } from '@/lib/offline/define-write';
import { useShownWrites } from '@/lib/offline/use-offline-state';
import type { ReportJackpot } from '../api/get-report-jackpots';
import type { DateRange } from '../lib/date-range';

/** A jackpot row as the list shows it; 'pending' waits in the outbox, 'failed' was refused (see the sync bar). */
export type ShownJackpot = Shown<ReportJackpot>;

const W2G_WRITES = [w2gCreate];

/** Jackpots recorded on this device that have not reached the server yet (or were refused), in `range`. */
export function usePendingJackpots(range: DateRange) {
  return useShownWrites(W2G_WRITES).filter(({ listed }) => inRange((listed.input as { jackpot_date: string }).jackpot_date, range));
}

/** The server's rows with the waiting ones on top, newest first (a row that has arrived is not shown twice). */
export function withPendingJackpots(rows: ReportJackpot[], pending: ReturnType<typeof usePendingJackpots>): ShownJackpot[] {
  return pending.length === 0 ? rows : applyWrites<ReportJackpot>(rows, pending, jackpotRows);
}
