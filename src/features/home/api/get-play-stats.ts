import { SESSIONS_ROOT } from '@/api/query-roots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callRpc } from '@/lib/call-rpc';
import { readBy } from '@/lib/read-by';

export interface PlayStatsPeriod {
  slot: {
    sessions: number;
    /** All money put in, free play included (the spec's "Coin In"). */
    coins_in: number;
    /** Money out of the machines (the spec's "Coin Out"). */
    coins_out: number;
    /** The casino's free play inside coins_in. */
    free_play: number;
    /** What linked W2Gs add: hand pays, or the tax withheld from a machine-paid jackpot. */
    hand_pays: number;
    /** coins_out - coins_in + free_play + hand_pays. */
    net: number;
    most_won_casino: string | null;
    most_won_slot: string | null;
  };
  casino: { visits: number; cash_in: number; cash_out: number; net: number };
}
export type StatsPeriodKey = 'today' | 'month' | 'year' | 'all_time';
export type PlayStats = Record<StatsPeriodKey, PlayStatsPeriod>;

type JsonObject = Record<string, unknown>;

function object(value: unknown, what: string): JsonObject {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`get_play_stats: ${what} is not an object`);
  return value as JsonObject;
}

/** A numeric (numbers arrive as numbers or numeric strings); anything unreadable counts as 0. */
const amount = (value: unknown): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : 0;
};
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Reads the jsonb of rpc get_play_stats (one aggregate per period), leniently: an unreadable amount counts as 0.
 */
export function parsePlayStats(data: unknown): PlayStats {
  const root = object(data, 'the result');
  const period = (key: StatsPeriodKey): PlayStatsPeriod => {
    const p = object(root[key], key);
    const slot = object(p.slot, `${key}.slot`);
    const casino = object(p.casino, `${key}.casino`);
    return {
      slot: {
        sessions: amount(slot.sessions),
        coins_in: amount(slot.coins_in),
        coins_out: amount(slot.coins_out),
        free_play: amount(slot.free_play),
        hand_pays: amount(slot.hand_pays),
        net: amount(slot.net),
        most_won_casino: text(slot.most_won_casino),
        most_won_slot: text(slot.most_won_slot),
      },
      casino: {
        visits: amount(casino.visits),
        cash_in: amount(casino.cash_in),
        cash_out: amount(casino.cash_out),
        net: amount(casino.net),
      },
    };
  };
  return { today: period('today'), month: period('month'), year: period('year'), all_time: period('all_time') };
}

/**
 * Query keys of the home statistics. They nest under `['sessions']`, the prefix every session
 * mutation invalidates, so logging, editing or deleting a session refreshes the card.
 */
export const homeKeys = {
  all: [SESSIONS_ROOT, 'play-stats'] as const,
  stats: (today: string) => [...homeKeys.all, today] as const,
};

/** All four periods of the caller's statistics in one call, in the caller's local date `today`. */
export function getPlayStats(today: string, signal?: AbortSignal): Promise<PlayStats> {
  return callRpc('get_play_stats', { p_today: today }, readBy(parsePlayStats), { signal });
}

export const playStatsQueryOptions = (today: string) =>
  queryOptions({ queryKey: homeKeys.stats(today), queryFn: ({ signal }) => getPlayStats(today, signal) });

export function usePlayStats(today: string) {
  return useQuery(playStatsQueryOptions(today));
}
