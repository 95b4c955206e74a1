import { SESSIONS_ROOT } from '@/api/query-roots';

export type InsightGroup = 'casino' | 'game' | 'manufacturer' | 'weekday' | 'hour' | 'month';

export interface InsightQuery {
  userId: string;
  group: InsightGroup;
  /** yyyy-MM-dd, both null for all time. */
  from: string | null;
  to: string | null;
}

/**
 * Query keys of Insights, under SESSIONS_ROOT: every session write (and a W2G, which moves a session's result)
 * refreshes them, and the device cache keeps the last-fetched insights for offline use.
 */
export const insightKeys = {
  all: [SESSIONS_ROOT, 'insights'] as const,
  detail: (q: InsightQuery) => [...insightKeys.all, q] as const,
};
