import { fetchEarly } from '@/lib/early-fetch';
import { parseInsightParams, periodBounds } from '../lib/insight-period';
import { getPlayInsights } from './get-play-insights';
import { insightKeys, type InsightQuery } from './insight-keys';

/**
 * Starts the insights the screen opens on (the address's period and grouping), for a player whose session the
 * device holds, while the screen's code loads: Insights' largest content is its figures. An address it cannot
 * read opens on this year by casino, as the screen does (which also says what was wrong).
 */
export function fetchInsightsEarly(search: string, userId: string): void {
  const { period, group } = parseInsightParams(new URLSearchParams(search));
  const bounds = periodBounds(period);
  const q: InsightQuery = { userId, group, from: bounds?.from ?? null, to: bounds?.to ?? null };
  fetchEarly(insightKeys.detail(q), () => getPlayInsights(q));
}
