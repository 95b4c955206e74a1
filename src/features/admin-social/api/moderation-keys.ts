import type { StatusFilter } from '../lib/moderation';

export interface ModerationFilters {
  status: StatusFilter;
  reportedOnly: boolean;
  page: number;
}

/** Query keys of the post moderation screen, general to specific. */
export const moderationKeys = {
  all: ['admin-social'] as const,
  lists: () => [...moderationKeys.all, 'list'] as const,
  list: (filters: ModerationFilters) => [...moderationKeys.lists(), filters] as const,
};
