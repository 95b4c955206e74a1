/**
 * Play limits, read by more than one feature (the account form, the reports line) and by the shared limit
 * pieces (banner, casino session meter, cool-off confirmation): the player's row and the usage computed in SQL.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { localTimestamp } from '@/lib/calendar';
import type { PlayLimits, PlayTotals } from '@/lib/play-limits/usage';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
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

export const playLimitsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: playLimitKeys.row(userId), queryFn: ({ signal }) => getPlayLimits(userId, signal) });

export function usePlayLimits(userId: string | null | undefined) {
  return useQuery({ ...playLimitsQueryOptions(userId ?? ''), enabled: !!userId });
}

/** What get_play_limit_status answers, as numbers: the limits (null: none set) and the usage at `now`. */
export type PlayLimitStatus = { now: string; limits: PlayLimits | null; totals: PlayTotals };

const amount = z.coerce.number();
const amountOrNull = z.nullable(amount);

const statusSchema = z.pipe(
  z.object({
    limits: z.nullable(
      z.object({
        casino_session_loss_limit: amountOrNull,
        day_loss_limit: amountOrNull,
        month_loss_limit: amountOrNull,
        casino_session_time_limit_minutes: amountOrNull,
        paused_until: z._default(z.nullable(z.string()), null),
      }),
    ),
    day_loss: amount,
    day_in_live_machine: amount,
    month_loss: amount,
    month_in_live_machine: amount,
    casino_session: z.nullable(
      z.object({ id: z.string(), active: z.boolean(), loss: amount, in_live_machine: amount, minutes: amountOrNull }),
    ),
  }),
  z.transform((raw): Omit<PlayLimitStatus, 'now'> => ({
    limits: raw.limits,
    totals: {
      dayLoss: raw.day_loss,
      dayInLiveMachine: raw.day_in_live_machine,
      monthLoss: raw.month_loss,
      monthInLiveMachine: raw.month_in_live_machine,
      casinoSession: raw.casino_session && {
        id: raw.casino_session.id,
        active: raw.casino_session.active,
        loss: raw.casino_session.loss,
        inLiveMachine: raw.casino_session.in_live_machine,
        minutes: raw.casino_session.minutes,
      },
    },
  })),
);

/** The usage of the player's limits now (their wall clock): today, this month, and casino session `casinoSessionId` (else the active one), each loss with the part still in a live machine. */
export async function getPlayLimitStatus(casinoSessionId: string | null, signal?: AbortSignal): Promise<PlayLimitStatus> {
  const now = localTimestamp();
  const args = { p_now: now, ...(casinoSessionId ? { p_casino_session_id: casinoSessionId } : {}) };
  return { now, ...(await callRpc('get_play_limit_status', args, statusSchema, { signal })) };
}

export const playLimitStatusQueryOptions = (userId: string, casinoSessionId: string | null) =>
  queryOptions({
    queryKey: playLimitKeys.statusOf(userId, casinoSessionId),
    queryFn: ({ signal }) => getPlayLimitStatus(casinoSessionId, signal),
  });
