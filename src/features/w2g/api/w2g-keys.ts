import { W2G_ROOT } from '@/api/query-roots';
import type { DateRange } from '../lib/export-files';

/**
 * Query keys of the W2G feature. The root is the table name, 'w2g_jackpots', shared by every feature that
 * caches jackpots (reports too), so recording a jackpot invalidates them all by prefix.
 */
export const w2gKeys = {
  all: [W2G_ROOT] as const,
  exportRows: (range: DateRange) => [...w2gKeys.all, 'export', range] as const,
};
