/**
 * Query keys of Find a machine, under 'find' (kept on the device for offline use, app/offline/persisted-queries):
 * the casinos that have some games (admin list and seen by players) and the player's wish list.
 */
export const findKeys = {
  all: ['find'] as const,
  machineCasinos: (games: readonly string[]) => [...findKeys.all, 'machine-casinos', [...games].sort()] as const,
  wishListAll: () => [...findKeys.all, 'wish-list'] as const,
  wishList: (userId: string) => [...findKeys.wishListAll(), userId] as const,
};
