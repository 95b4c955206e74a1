import { z } from 'zod';
import { withSeconds } from '@/lib/dates';
import { parseMoneyInput } from '@/lib/money';
import { moneyTextSchema } from '@/lib/money-schema';
import { supabase } from '@/lib/supabase';
import { endNotBeforeStart } from '@/lib/time-range-schema';
import type { WriteVersion } from '@/lib/offline/define-write';
import { INSERT_ONCE } from '@/lib/writes';
import { readVersion } from '@/api/row-version';
import { NOT_AUTHENTICATED } from '@/lib/offline/outbox';

/** The casino session form as typed (money fields hold text). */
export const casinoSessionFormSchema = z
  .object({
    casino_id: z.string().min(1, 'Please select a casino'),
    arrival_date: z.string().min(1, 'Arrival date is required'),
    arrival_time: z.string().min(1, 'Arrival time is required'),
    departure_date: z.string(),
    departure_time: z.string(),
    starting_cash: moneyTextSchema('Starting cash'),
    final_cash: moneyTextSchema('Final cash', { optional: true }),
    notes: z.string().max(2000, 'At most 2000 characters'),
    people_present: z.string().max(200, 'At most 200 characters'),
  })
  // The server refuses the same (casino_sessions_check_input); the form says it first, under the departure field.
  .superRefine(
    endNotBeforeStart(
      (v) => ({ start: { date: v.arrival_date, time: v.arrival_time }, end: { date: v.departure_date, time: v.departure_time } }),
      { date: 'departure_date', time: 'departure_time' },
      'Departure cannot be before arrival',
    ),
  );
export type CasinoSessionFormValues = z.infer<typeof casinoSessionFormSchema>;

/** The mutation input: empty departure and final cash are sent as null; times carry seconds. */
export const casinoSessionSchema = casinoSessionFormSchema.transform((v) => ({
  casino_id: v.casino_id,
  arrival_date: v.arrival_date,
  arrival_time: withSeconds(v.arrival_time),
  departure_date: v.departure_date || null,
  departure_time: v.departure_time ? withSeconds(v.departure_time) : null,
  starting_cash: parseMoneyInput(v.starting_cash) ?? 0,
  final_cash: parseMoneyInput(v.final_cash),
  notes: v.notes.trim() ? v.notes.trim() : null,
  people_present: v.people_present.trim() ? v.people_present.trim() : null,
}));
export type CasinoSessionInput = z.output<typeof casinoSessionSchema>;

/** A create carries the id the form made when it opened. */
export type CreateCasinoSessionInput = CasinoSessionInput & { id: string };

/**
 * Inserts a casino session for the user once (a repeat of the same id is the same success); answers with the
 * version of the row it created (read only when the id was there already: a resend after a lost answer).
 */
export async function createCasinoSession(userId: string | undefined, input: CreateCasinoSessionInput): Promise<WriteVersion> {
  if (!userId) throw new Error(NOT_AUTHENTICATED);
  const { data, error } = await supabase
    .from('casino_sessions')
    .upsert({ ...input, user_id: userId }, INSERT_ONCE)
    .select('updated_at');
  if (error) throw error;
  return { from: '', to: data?.[0]?.updated_at ?? (await readVersion('casino_sessions', input.id)) };
}
