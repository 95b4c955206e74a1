import { SESSIONS_ROOT } from '@/api/query-roots';
import { OUTBOX_KEY } from '@/lib/offline/outbox';

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

/** The trip writes, each declared in its own file under ../writes (its request and words). */
export const TRIP_OUTBOX_KINDS = [
  'trip-create',
  'trip-update',
  'trip-delete',
  'suggestion-dismiss',
  'cost-add',
  'cost-delete',
  'comp-add',
  'comp-delete',
  'share-create',
  'share-revoke',
] as const;
export type TripOutboxKind = (typeof TRIP_OUTBOX_KINDS)[number];

/** Keys of the trip writes in the outbox: ['outbox', 'trips', kind]. */
export const tripOutboxKeys = {
  all: [OUTBOX_KEY, 'trips'] as const,
  of: (kind: TripOutboxKind) => [OUTBOX_KEY, 'trips', kind] as const,
};
