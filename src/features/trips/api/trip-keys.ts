import { SESSIONS_ROOT } from '@/api/query-roots';

/**
 * Query keys of the trips feature, general -> specific. They live under SESSIONS_ROOT: a trip's figures are its
 * sessions' (a slot session, casino session or W2G saved refreshes them), and they are kept on the device with
 * the sessions for the casino floor.
 */
export const tripKeys = {
  all: [SESSIONS_ROOT, 'trips'] as const,
  list: (userId: string) => [...tripKeys.all, 'list', userId] as const,
  detail: (tripId: string) => [...tripKeys.all, 'detail', tripId] as const,
  suggestions: (userId: string) => [...tripKeys.all, 'suggestions', userId] as const,
  shares: (userId: string) => [...tripKeys.all, 'shares', userId] as const,
};
