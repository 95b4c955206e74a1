import type { SessionRange } from '@/lib/dates';
import { OUTBOX_KEY } from '@/lib/outbox';

export interface SessionListFilters {
  userId: string;
  range: SessionRange;
  /** First day the range keeps (yyyy-MM-dd), null for all; part of the key so a new day refetches. */
  start: string | null;
}

/**
 * Query keys of the sessions feature, general -> specific. Everything lives under `['sessions']`,
 * the prefix every session mutation invalidates (the home statistics key nests under it too).
 */
export const sessionKeys = {
  all: ['sessions'] as const,
  slot: () => [...sessionKeys.all, 'slot'] as const,
  slotList: (filters: SessionListFilters) => [...sessionKeys.slot(), 'list', filters] as const,
  slotDetail: (id: string) => [...sessionKeys.slot(), 'detail', id] as const,
  casino: () => [...sessionKeys.all, 'casino'] as const,
  casinoList: (filters: SessionListFilters) => [...sessionKeys.casino(), 'list', filters] as const,
  /** Outside `all`: session mutations do not change which casinos are nearby. */
  nearby: (lat: number, lng: number, radiusMiles: number) => ['sessions-nearby-casinos', lat, lng, radiusMiles] as const,
};

/** Rows per page of the session tables ("Load more" fetches the next page). */
export const SESSION_PAGE_SIZE = 50;

/** Keys of the slot session writes that go through the outbox (see src/lib/outbox.ts). */
export const slotOutboxKeys = {
  all: [OUTBOX_KEY, 'slot-session'] as const,
  create: [OUTBOX_KEY, 'slot-session', 'create'] as const,
  update: [OUTBOX_KEY, 'slot-session', 'update'] as const,
  delete: [OUTBOX_KEY, 'slot-session', 'delete'] as const,
};
