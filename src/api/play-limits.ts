/**
 * Play limits, read by more than one feature (the account form, the reports line) and by the shared limit
 * pieces (banner, casino session meter, cool-off confirmation): the player's row and the usage computed in SQL.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { localTimestamp } from '@/lib/calendar';
import { toNumber } from '@/lib/money';
import type { PlayLimits, PlayTotals } from '@/lib/play-limits/usage';
import { supabase } from '@/lib/supabase';
import { SESSIONS_ROOT } from './query-roots';

/**
 * Keys: the row lives under 'account' (kept for offline use with the account's data); the usage lives under
 * SESSIONS_ROOT, so that every session write (cash added, a casino session ended) refreshes it.
 */
export const playLimitKeys = {
  row: (userId: string) => ['account', 'play-limits', userId] as const,
  status: [SESSIONS_ROOT, 'play-limit-status'] as const,
  statusOf: (userId: string, casinoSessionId: string | null) => [...playLimitKeys.status, userId, casinoSessionId] as const,
  reports: [SESSIONS_ROOT, 'play-limit-report'] as const,
  report: (userId: string) => [...playLimitKeys.reports, userId] as const,
};

export const PLAY_LIMIT_COLUMNS =
  'id, casino_session_loss_limit, day_loss_limit, month_loss_limit, casino_session_time_limit_minutes, paused_until, updated_at' as const;

/** The player's limits row, or null when they never set one (limits are off by default). */
export async function getPlayLimits(userId: string, signal?: AbortSignal) {
  let query = supabase.from('play_limits').select(PLAY_LIMIT_COLUMNS).eq('id', userId);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data;
}

export type PlayLimitsRow = NonNullable<Awaited<ReturnType<typeof getPlayLimits>>>;

type PerCasinoSession = Pick<PlayLimits, 'casino_session_loss_limit' | 'casino_session_time_limit_minutes'>;

/**
 * Limits kept on a device before the rename of visits to casino sessions (migration 20260101004700) name the two per casino session
 * visit_loss_limit and visit_time_limit_minutes: read under today's names until they are fetched again.
 */
function keptLimits<L extends PerCasinoSession>(limits: L): L {
  if ('casino_session_loss_limit' in limits) return limits;
  const { visit_loss_limit = null, visit_time_limit_minutes = null, ...rest } = limits as unknown as Record<string, number | null>;
  return {
    ...rest,
    casino_session_loss_limit: visit_loss_limit,
    casino_session_time_limit_minutes: visit_time_limit_minutes,
  } as unknown as L;
}
const keptRow = (row: PlayLimitsRow | null) => row && keptLimits(row);

export const playLimitsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: playLimitKeys.row(userId), queryFn: ({ signal }) => getPlayLimits(userId, signal), select: keptRow });

export function usePlayLimits(userId: string | null | undefined) {
  return useQuery({ ...playLimitsQueryOptions(userId ?? ''), enabled: !!userId });
}

/** What get_play_limit_status answers, as numbers: the limits (null: none set) and the usage at `now`. */
export type PlayLimitStatus = { now: string; limits: PlayLimits | null; totals: PlayTotals };

type RawStatus = {
  limits: Record<string, number | string | null> | null;
  day_loss: number | string;
  day_in_live_machine: number | string;
  month_loss: number | string;
  month_in_live_machine: number | string;
  casino_session: {
    id: string;
    active: boolean;
    loss: number | string;
    in_live_machine: number | string;
    minutes: number | string | null;
  } | null;
};

const numOrNull = (v: number | string | null | undefined) => (v == null ? null : toNumber(v));

/** The usage of the player's limits now (their wall clock): today, this month, and casino session `casinoSessionId` (else the active one), each loss with the part still in a live machine. */
export async function getPlayLimitStatus(casinoSessionId: string | null, signal?: AbortSignal): Promise<PlayLimitStatus> {
  const now = localTimestamp();
  let query = supabase.rpc('get_play_limit_status', { p_now: now, ...(casinoSessionId ? { p_casino_session_id: casinoSessionId } : {}) });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  const raw = data as unknown as RawStatus;
  const l = raw.limits;
  return {
    now,
    limits: l && {
      casino_session_loss_limit: numOrNull(l.casino_session_loss_limit),
      day_loss_limit: numOrNull(l.day_loss_limit),
      month_loss_limit: numOrNull(l.month_loss_limit),
      casino_session_time_limit_minutes: numOrNull(l.casino_session_time_limit_minutes),
      paused_until: (l.paused_until as string | null) ?? null,
    },
    totals: {
      dayLoss: toNumber(raw.day_loss),
      dayInLiveMachine: toNumber(raw.day_in_live_machine),
      monthLoss: toNumber(raw.month_loss),
      monthInLiveMachine: toNumber(raw.month_in_live_machine),
      casinoSession: raw.casino_session && {
        id: raw.casino_session.id,
        active: raw.casino_session.active,
        loss: toNumber(raw.casino_session.loss),
        inLiveMachine: toNumber(raw.casino_session.in_live_machine),
        minutes: numOrNull(raw.casino_session.minutes),
      },
    },
  };
}

/** A status kept on a device before the rename of visits to casino sessions names the casino session's usage `visit` (and its limits as above). */
function keptStatus(status: PlayLimitStatus): PlayLimitStatus {
  const limits = status.limits && keptLimits(status.limits);
  if ('casinoSession' in status.totals && limits === status.limits) return status;
  const { visit, ...totals } = status.totals as Omit<PlayTotals, 'casinoSession'> & { visit?: PlayTotals['casinoSession'] };
  return { ...status, limits, totals: 'casinoSession' in status.totals ? status.totals : { ...totals, casinoSession: visit ?? null } };
}

export const playLimitStatusQueryOptions = (userId: string, casinoSessionId: string | null) =>
  queryOptions({
    queryKey: playLimitKeys.statusOf(userId, casinoSessionId),
    queryFn: ({ signal }) => getPlayLimitStatus(casinoSessionId, signal),
    select: keptStatus,
  });
