/** Query keys of the admin slot catalog, general to specific. */
export const slotMachineKeys = {
  all: ['admin-slot-machines'] as const,
  lists: () => [...slotMachineKeys.all, 'list'] as const,
  list: (page: number) => [...slotMachineKeys.lists(), page] as const,
  manufacturers: () => [...slotMachineKeys.all, 'manufacturers'] as const,
  casino: (casinoId: string) => [...slotMachineKeys.all, 'casino', casinoId] as const,
  casinoGames: (casinoId: string) => [...slotMachineKeys.all, 'casino-games', casinoId] as const,
};
