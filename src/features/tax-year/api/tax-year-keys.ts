/**
 * Query keys of the tax-year feature. The year's sessions, casino sessions and W-2Gs come from src/api/get-year-play.ts
 * under 'sessions'; the player's casino win/loss statements sit under 'win-loss-statements'.
 */
export const taxYearKeys = {
  statements: (userId: string) => ['win-loss-statements', userId] as const,
};
