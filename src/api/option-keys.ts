/** Query keys of the shared option lists (pickers) used across features. */
export const optionKeys = {
  all: ['options'] as const,
  casinos: () => [...optionKeys.all, 'casinos'] as const,
  favorites: (userId: string | null) => [...optionKeys.all, 'favorite-casinos', userId] as const,
  slotMachines: () => [...optionKeys.all, 'slot-machines'] as const,
  nearby: (lat: number, lng: number) => [...optionKeys.all, 'nearby-casinos', { lat, lng }] as const,
};
