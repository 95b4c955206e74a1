/** Query keys of the support feature, general -> specific. */
export const supportKeys = {
  all: ['support-tickets'] as const,
  list: (userId: string) => [...supportKeys.all, 'list', userId] as const,
};
