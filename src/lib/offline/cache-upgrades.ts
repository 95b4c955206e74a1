/**
 * The one place where data a device kept from an older version of the app is brought to today's shape, a numbered
 * step per change, applied in order to every query restored from the device (restore-query-cache.ts) before the app
 * reads it. A step recognises the old shape itself (a device may hold a query saved before or after it) and leaves
 * anything else as it is; the fetchers and screens read only today's shape.
 */
import type { DehydratedState } from '@tanstack/react-query';
import { slotFigures, type SlotAmounts } from '../slot-money';

type DehydratedQuery = DehydratedState['queries'][number];
type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Whether a query key starts with `prefix` (the keys are the features' own; written out here, lib comes before them). */
const startsWith = (key: readonly unknown[], ...prefix: string[]) => prefix.every((p, i) => key[i] === p);

export interface CacheUpgrade {
  step: number;
  /** What changed, for a reader of this list. */
  what: string;
  applies(key: readonly unknown[]): boolean;
  upgrade(data: unknown): unknown;
}

/** The limits per casino session, named visit_* before the rename (migration 20260101004700). */
function renamedLimits(limits: unknown): unknown {
  if (!isObject(limits) || 'casino_session_loss_limit' in limits) return limits;
  const { visit_loss_limit = null, visit_time_limit_minutes = null, ...rest } = limits;
  return { ...rest, casino_session_loss_limit: visit_loss_limit, casino_session_time_limit_minutes: visit_time_limit_minutes };
}

/** A report's counts: `visits` before the rename. */
function renamedCounts(counts: unknown): unknown {
  if (!isObject(counts) || 'casino_sessions' in counts) return counts;
  const { visits = null, ...rest } = counts;
  return { ...rest, casino_sessions: visits };
}

/** A slot session row read before the lists read its stored result: the trigger's figures of its amounts. */
function withResult(row: unknown): unknown {
  if (!isObject(row) || 'result' in row || !('coins_in' in row)) return row;
  return { ...row, result: slotFigures(row as SlotAmounts).result };
}

/** `rows` with each row's result, the same array when every row has one. */
function withResults(rows: unknown[]): unknown[] {
  const next = rows.map(withResult);
  return next.some((r, i) => r !== rows[i]) ? next : rows;
}

export const CACHE_UPGRADES: readonly CacheUpgrade[] = [
  {
    step: 1,
    what: "The player's limits row: visit_loss_limit, visit_time_limit_minutes -> casino_session_loss_limit, casino_session_time_limit_minutes",
    applies: (key) => startsWith(key, 'account', 'play-limits'),
    upgrade: renamedLimits,
  },
  {
    step: 2,
    what: 'The limits status: its limits renamed as in step 1, the casino session usage from its old key to totals.casinoSession',
    applies: (key) => startsWith(key, 'sessions', 'play-limit-status'),
    upgrade: (status) => {
      if (!isObject(status) || !isObject(status.totals)) return status;
      const limits = renamedLimits(status.limits);
      if ('casinoSession' in status.totals && limits === status.limits) return status;
      const { visit = null, ...totals } = status.totals;
      return { ...status, limits, totals: 'casinoSession' in status.totals ? status.totals : { ...totals, casinoSession: visit } };
    },
  },
  {
    step: 3,
    what: 'The limits report: the casino sessions counted in each period, from their old key to casino_sessions',
    applies: (key) => startsWith(key, 'sessions', 'play-limit-report'),
    upgrade: (report) => {
      if (!isObject(report) || report.has_limits !== true) return report;
      const [month, year] = [renamedCounts(report.month), renamedCounts(report.year)];
      return month === report.month && year === report.year ? report : { ...report, month, year };
    },
  },
  {
    step: 4,
    what: 'The floor (the casino session in progress and the live machine): its casino sessions from their old key to casinoSessions',
    applies: (key) => startsWith(key, 'sessions', 'floor'),
    upgrade: (floor) => {
      if (!isObject(floor) || 'casinoSessions' in floor) return floor;
      const { visits, machines, ...rest } = floor;
      return { ...rest, casinoSessions: Array.isArray(visits) ? visits : [], machines: Array.isArray(machines) ? machines : [] };
    },
  },
  {
    step: 5,
    what: "A slot session's stored result, read by the lists, the detail and the floor: rows kept without it get the trigger's",
    applies: (key) => startsWith(key, 'sessions', 'slot') || startsWith(key, 'sessions', 'floor'),
    upgrade: (data) => {
      if (Array.isArray(data)) return withResults(data);
      if (isObject(data) && Array.isArray(data.pages)) {
        const pages = data.pages.map((p) => (Array.isArray(p) ? withResults(p) : p));
        return pages.some((p, i) => p !== (data.pages as unknown[])[i]) ? { ...data, pages } : data;
      }
      if (isObject(data) && Array.isArray(data.machines)) {
        const machines = withResults(data.machines);
        return machines === data.machines ? data : { ...data, machines };
      }
      return withResult(data);
    },
  },
];

/** `query` with every step that applies to its key done, in order (the same object when none changed it). */
export function upgradeCachedQuery(query: DehydratedQuery): DehydratedQuery {
  let data: unknown = query.state.data;
  for (const step of CACHE_UPGRADES) if (data !== undefined && step.applies(query.queryKey)) data = step.upgrade(data);
  return data === query.state.data ? query : { ...query, state: { ...query.state, data } };
}
