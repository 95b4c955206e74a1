export interface DirectoryFilters {
  search: string;
  state: string | null;
  favoritesOnly: boolean;
  page: number;
}

export const adminCasinoKeys = {
  all: ['admin-casinos'] as const,
  directories: () => [...adminCasinoKeys.all, 'directory'] as const,
  directory: (filters: DirectoryFilters, favoriteIds: readonly string[]) =>
    [...adminCasinoKeys.directories(), filters, favoriteIds] as const,
  total: () => [...adminCasinoKeys.all, 'total'] as const,
  states: () => [...adminCasinoKeys.all, 'states'] as const,
  favorites: (userId: string | null) => [...adminCasinoKeys.all, 'favorites', userId] as const,
  detail: (id: string) => [...adminCasinoKeys.all, 'detail', id] as const,
  validationCounts: () => [...adminCasinoKeys.all, 'validation', 'counts'] as const,
  validationQueue: () => [...adminCasinoKeys.all, 'validation', 'queue'] as const,
  quality: () => [...adminCasinoKeys.all, 'quality'] as const,
};

export const stateManagementKeys = {
  all: ['state-management'] as const,
  list: () => [...stateManagementKeys.all, 'list'] as const,
};
