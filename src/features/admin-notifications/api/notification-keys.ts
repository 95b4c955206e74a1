/** Query keys of the admin notification screen, general to specific. */
export const adminNotificationKeys = {
  all: ['admin-notifications'] as const,
  lists: () => [...adminNotificationKeys.all, 'list'] as const,
  list: (page: number) => [...adminNotificationKeys.lists(), page] as const,
  stats: () => [...adminNotificationKeys.all, 'stats'] as const,
  userSearch: (query: string) => [...adminNotificationKeys.all, 'user-search', query] as const,
  usersById: (ids: readonly string[]) => [...adminNotificationKeys.all, 'users', ids] as const,
};
