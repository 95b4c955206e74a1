/**
 * Query keys of the tax-year feature. Jackpots sit under 'w2g_jackpots' (the prefix every jackpot write
 * invalidates); the year's sessions and visits come from src/api/get-year-play.ts under 'sessions'.
 */
export const taxYearKeys = {
  jackpots: (userId: string, year: number) => ['w2g_jackpots', 'tax-year', userId, year] as const,
};
