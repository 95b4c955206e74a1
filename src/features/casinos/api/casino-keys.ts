/** Query keys of the casinos feature, general -> specific. */
export const casinoKeys = {
  all: ['casinos'] as const,
  list: () => [...casinoKeys.all, 'list'] as const,
  detail: (id: string) => [...casinoKeys.all, 'detail', id] as const,
  /** Its games (admin list, seen by players, the player's own play). */
  games: (id: string) => [...casinoKeys.all, 'games', id] as const,
  preferencesAll: ['casino-preferences'] as const,
  preferences: (userId: string) => [...casinoKeys.preferencesAll, userId] as const,
};
