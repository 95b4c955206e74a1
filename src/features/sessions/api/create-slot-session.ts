import { z } from 'zod';
import { withSeconds } from '@/lib/dates';
import { parseMoneyInput } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';
import { NOT_AUTHENTICATED } from '@/lib/offline/outbox';
import { supabase } from '@/lib/supabase';
import { endNotBeforeStart } from '@/lib/time-range-schema';
import type { WriteVersion } from '@/lib/offline/define-write';
import { INSERT_ONCE } from '@/lib/writes';
import { readVersion } from '@/api/row-version';

export const FREE_PLAY_OVER_MONEY_IN = 'Free play cannot be more than the money in';
export const SLOT_END_BEFORE_START = 'The end cannot be before the start';

const nullIfBlank = (v: string) => (v.trim() ? v.trim() : null);
/** A part of an amount (free play of the money in) is not above it; not checked until both are amounts. */
const isNotAbove = (part: number | null, whole: number | null) => part == null || whole == null || part <= whole;

/**
 * The slot session form as typed: money fields are text (digits, commas, one point). Every rule is here, so the form's
 * own validation answers each slip under its field and the mutation input (below) never refuses what the form took.
 */
export const slotSessionFormSchema = z
  .object({
    casino_id: z.string().min(1, 'Please select a casino'),
    slot_machine_id: z.string().min(1, 'Please select a slot machine'),
    session_date: z.string().min(1, 'Date is required'),
    session_time: z.string().min(1, 'Time is required'),
    /** When it ended (a live session's Cash out stamps it); optional. */
    end_date: z.string(),
    end_time: z.string(),
    coins_in: moneyTextSchema('Money In'),
    coins_out: moneyTextSchema('Money Out'),
    /** How much of the money in was the casino's free play: not the player's money, so not their loss. */
    free_play: moneyTextSchema('Free Play', { optional: true }),
    notes: z.string().max(2000, 'At most 2000 characters'),
    people_present: z.string().max(200, 'At most 200 characters'),
    casino_slot_machine_id: z.string().max(100, 'At most 100 characters'),
    include_in_daily_totals: z.boolean(),
  })
  // Only between two amounts: a money in typed "-20" or "abc" is answered under Money In, not here.
  .refine((v) => isNotAbove(parseMoneyInput(v.free_play), parseMoneyInput(v.coins_in)), {
    path: ['free_play'],
    message: FREE_PLAY_OVER_MONEY_IN,
  })
  .superRefine(
    endNotBeforeStart(
      (v) => ({ start: { date: v.session_date, time: v.session_time }, end: { date: v.end_date, time: v.end_time } }),
      { date: 'end_date', time: 'end_time' },
      SLOT_END_BEFORE_START,
    ),
  );
export type SlotSessionFormValues = z.infer<typeof slotSessionFormSchema>;

/** The mutation input: the form with money as numbers and blank optional texts as null. */
export const slotSessionSchema = slotSessionFormSchema.transform((v) => ({
  ...v,
  end_date: v.end_date || null,
  end_time: v.end_date && v.end_time ? v.end_time : null,
  coins_in: parseMoneyInput(v.coins_in) ?? 0,
  coins_out: parseMoneyInput(v.coins_out) ?? 0,
  free_play: parseMoneyInput(v.free_play) ?? 0,
  notes: nullIfBlank(v.notes),
  people_present: nullIfBlank(v.people_present),
  casino_slot_machine_id: nullIfBlank(v.casino_slot_machine_id),
}));
export type SlotSessionInput = z.output<typeof slotSessionSchema>;

/** The row written for a slot session (time with seconds, as the API stores it). */
export function toSlotSessionRow(input: SlotSessionInput) {
  return { ...input, session_time: withSeconds(input.session_time), end_time: input.end_time ? withSeconds(input.end_time) : null };
}

/** A create carries the id the form made when it opened. */
export type CreateSlotSessionInput = SlotSessionInput & { id: string };

/**
 * Inserts a slot session for the user once (a repeat of the same id is the same success); answers with the
 * version of the row it created (read only when the id was there already: a resend after a lost answer).
 */
export async function createSlotSession(userId: string | undefined, { id, ...input }: CreateSlotSessionInput): Promise<WriteVersion> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase
    .from('gambling_sessions')
    .upsert({ ...toSlotSessionRow(input), id, user_id: userId }, INSERT_ONCE)
    .select('updated_at');
  if (error) throw error;
  return { from: '', to: data?.[0]?.updated_at ?? (await readVersion('gambling_sessions', id)) };
}
