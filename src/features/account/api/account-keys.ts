/** Query keys of the account feature. */
export const accountKeys = {
  all: ['account'] as const,
  profile: (userId: string) => [...accountKeys.all, 'profile', userId] as const,
  factors: (userId: string) => [...accountKeys.all, 'factors', userId] as const,
  sessions: (userId: string) => [...accountKeys.all, 'sessions', userId] as const,
  securityHistory: (userId: string) => [...accountKeys.all, 'security-history', userId] as const,
};
