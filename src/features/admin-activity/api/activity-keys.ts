export interface ActivityFilters {
  actor: string | null;
  action: string | null;
  /** yyyy-MM-dd, inclusive. */
  from: string;
  /** yyyy-MM-dd, inclusive. */
  to: string;
  record: string;
}

export const activityKeys = {
  all: ['admin-activity'] as const,
  lists: () => [...activityKeys.all, 'list'] as const,
  list: (filters: ActivityFilters, page: number) => [...activityKeys.lists(), filters, page] as const,
  recent: () => [...activityKeys.all, 'recent'] as const,
  filters: () => [...activityKeys.all, 'filters'] as const,
};
