import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { PLAY_LIMIT_COLUMNS, playLimitKeys, type PlayLimitsRow } from '@/api/play-limits';
import { MINUS_SIGN, parseMoneyInput } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';
import { supabase } from '@/lib/supabase';
import { expectWritten, INSERT_ONCE, refusalMessage, reloadAction, WriteRefusedError, type ReloadOptions } from '@/lib/writes';

/** The longest time limit per casino session: 48 hours (the column's check). */
export const MAX_TIME_LIMIT_MINUTES = 2880;

const limitText = (label: string) => moneyTextSchema(label, { optional: true, aboveZero: true });
const isWhole = (v: string) => /^\d*$/.test(v.trim());
const minutesOf = (v: { time_hours: string; time_minutes: string }) => Number(v.time_hours || 0) * 60 + Number(v.time_minutes || 0);

/** Hours or minutes as typed: one message per slip (a minus sign, letters or "1e9", too many), the text kept as typed. */
const wholeNumber = (label: string, max: number) =>
  z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      const message = MINUS_SIGN.test(v)
        ? `${label} must be 0 or more`
        : !isWhole(v)
          ? `${label} must be a whole number, e.g. 2`
          : v !== '' && Number(v) > max
            ? `${label} must be ${max} or less`
            : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    });

/** The Play limits form: money as typed (empty = off) and the casino session time limit as hours and minutes. */
export const playLimitsFormSchema = z
  .object({
    casino_session_loss_limit: limitText('Loss limit per casino session'),
    day_loss_limit: limitText('Loss limit per day'),
    month_loss_limit: limitText('Loss limit per month'),
    time_hours: wholeNumber('Hours', 48),
    time_minutes: wholeNumber('Minutes', 59),
  })
  // Only between two whole numbers: minutes typed "1e9" are answered under Minutes, not as 48 hours under Hours.
  .refine((v) => !isWhole(v.time_hours) || !isWhole(v.time_minutes) || minutesOf(v) <= MAX_TIME_LIMIT_MINUTES, {
    message: 'A time limit can be at most 48 hours',
    path: ['time_hours'],
  });
export type PlayLimitsFormValues = z.infer<typeof playLimitsFormSchema>;

/** The values as saved: amounts (null = off) and the time limit in minutes (null = off). */
export function playLimitsPayload(v: PlayLimitsFormValues) {
  const minutes = minutesOf(v);
  return {
    casino_session_loss_limit: parseMoneyInput(v.casino_session_loss_limit),
    day_loss_limit: parseMoneyInput(v.day_loss_limit),
    month_loss_limit: parseMoneyInput(v.month_loss_limit),
    casino_session_time_limit_minutes: minutes > 0 ? minutes : null,
  };
}

/**
 * Saves the limits: the first save adds the player's row (once: a repeat adds nothing); later saves change it
 * only if unchanged since `existing.updated_at` (a save or a pause from another device since then is refused
 * with "This setting was changed elsewhere"). Nothing written is an error.
 */
export async function savePlayLimits(userId: string, existing: Pick<PlayLimitsRow, 'updated_at'> | null, values: PlayLimitsFormValues) {
  const payload = playLimitsPayload(playLimitsFormSchema.parse(values));
  if (existing) {
    const { data, error } = await supabase
      .from('play_limits')
      .update(payload)
      .eq('id', userId)
      .eq('updated_at', existing.updated_at)
      .select(PLAY_LIMIT_COLUMNS);
    if (error) throw error;
    const [saved] = await expectWritten(data, { table: 'play_limits', id: userId, noun: 'setting', seenUpdatedAt: existing.updated_at });
    return saved;
  }
  const { data, error } = await supabase
    .from('play_limits')
    .upsert({ id: userId, ...payload }, INSERT_ONCE)
    .select(PLAY_LIMIT_COLUMNS);
  if (error) throw error;
  // No row added: another device (or a pause) made the row since this form was read.
  if (!data || data.length === 0) throw new WriteRefusedError('stale', refusalMessage('stale', 'setting'));
  return data[0];
}

/** Everything that shows limits or their usage: the row, the usage, the reports line. */
export function refreshPlayLimits(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([
    client.invalidateQueries({ queryKey: playLimitKeys.row('').slice(0, 2) }),
    client.invalidateQueries({ queryKey: playLimitKeys.status }),
    client.invalidateQueries({ queryKey: playLimitKeys.reports }),
  ]);
}

/** The one save of the Play limits form: says "Saved" or why not (with Reload when changed elsewhere); the form stays filled on failure. */
export function useSavePlayLimits(userId: string, existing: PlayLimitsRow | null, options: ReloadOptions = {}) {
  const client = useQueryClient();
  const reload = reloadAction(() => refreshPlayLimits(client), options);
  return useMutation({
    mutationFn: (values: PlayLimitsFormValues) => savePlayLimits(userId, existing, values),
    onSuccess: (row) => {
      toast.success('Saved', { description: 'Your play limits were updated.' });
      client.setQueryData(playLimitKeys.row(userId), row);
      return refreshPlayLimits(client);
    },
    meta: { errorText: 'Update failed', serverText: true, onReload: reload },
  });
}
