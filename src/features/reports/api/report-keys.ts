import { JACKPOT_LISTS, SESSIONS_ROOT, W2G_ROOT } from '@/api/query-roots';
import type { DateRange } from '../lib/date-range';

/**
 * Query keys of the reports feature. Jackpot keys live under the table name 'w2g_jackpots', the root every
 * feature caching jackpots shares (recording one on /w2g/new invalidates these by prefix). Added cash lives in
 * casino sessions, so its keys sit under 'sessions' (as home's statistics do): every session write refreshes them.
 */
export const reportKeys = {
  jackpots: [W2G_ROOT] as const,
  jackpotList: (range: DateRange) => [...JACKPOT_LISTS, range] as const,
  summary: (range: DateRange) => [...reportKeys.jackpots, 'summary', range] as const,
  imageUrl: (path: string) => [...reportKeys.jackpots, 'image-url', path] as const,
  cash: [SESSIONS_ROOT, 'add_cash_transactions'] as const,
  cashList: (range: DateRange) => [...reportKeys.cash, 'list', range] as const,
  cashSummary: (range: DateRange) => [...reportKeys.cash, 'summary', range] as const,
};
