/** Query keys of the casinos feature, general -> specific. */
export const casinoKeys = {
  all: ['casinos'] as const,
  list: () => [...casinoKeys.all, 'list'] as const,
  detail: (id: string) => [...casinoKeys.all, 'detail', id] as const,
  /** Its games (admin list and seen by players) as of the player's today. */
  games: (id: string, today: string) => [...casinoKeys.all, 'games', id, today] as const,
  preferencesAll: ['casino-preferences'] as const,
  preferences: (userId: string) => [...casinoKeys.preferencesAll, userId] as const,
};
