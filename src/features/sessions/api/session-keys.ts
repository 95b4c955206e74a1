import { SESSIONS_ROOT } from '@/api/query-roots';
import type { SessionRange } from '@/lib/dates';
import type { PlayFilter } from '@/config/play-filters';

export interface SessionListFilters {
  userId: string;
  range: SessionRange;
  /** First day the range keeps (yyyy-MM-dd), null for all; part of the key so a new day refetches. */
  start: string | null;
  /** An Insights row's filter (?casino=…&hour=…): the slot list keeps the sessions Insights counted for it. */
  play?: PlayFilter | null;
}

/**
 * Query keys of the sessions feature, general -> specific. Everything lives under `['sessions']`,
 * the prefix every session mutation invalidates (the home statistics key nests under it too).
 */
export const sessionKeys = {
  all: [SESSIONS_ROOT] as const,
  slot: () => [...sessionKeys.all, 'slot'] as const,
  slotList: (filters: SessionListFilters) => [...sessionKeys.slot(), 'list', filters] as const,
  slotDetail: (id: string) => [...sessionKeys.slot(), 'detail', id] as const,
  casino: () => [...sessionKeys.all, 'casino'] as const,
  casinoList: (filters: SessionListFilters) => [...sessionKeys.casino(), 'list', filters] as const,
  /** The casino session in progress and the live machine of a player (the home card and the mobile bar). */
  floor: (userId: string) => [...sessionKeys.all, 'floor', userId] as const,
};

/** Rows per page of the session tables ("Load more" fetches the next page). */
export const SESSION_PAGE_SIZE = 50;
