import { W2G_ROOT } from '@/api/query-roots';
/**
 * Query keys of the tax-year feature. Jackpots sit under 'w2g_jackpots' (the prefix every jackpot write
 * invalidates); the year's sessions and visits come from src/api/get-year-play.ts under 'sessions'.
 */
export const taxYearKeys = {
  jackpots: (userId: string, year: number) => [W2G_ROOT, 'tax-year', userId, year] as const,
};
