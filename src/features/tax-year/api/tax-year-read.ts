/**
 * The narrow read of a player's tax year (private.tax_year_play, migration 20260101005000_tax_year_read.sql): what a
 * preparer's link or a household member is given. Parsed here, at the boundary, into the rows the app's own read
 * gives (src/api/year-play-reads.ts), so the one tax engine runs on it unchanged. What the read never holds (notes,
 * people present, machine numbers, street addresses) is filled in as empty; a value where none may be is refused.
 */
import { z } from 'zod';
import type { PlayCasinoSessionRow, PlayJackpotRow, PlaySlotRow, YearPlay } from '@/api/get-year-play';
import type { WinLossStatement } from './win-loss-statements';

const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const time = z.string().regex(/^\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/);
const money = z.number().finite();
/** Left out of the read: absent, or null. */
const never = z
  .null()
  .optional()
  .transform(() => null);

const casino = z
  .object({ name: z.string(), city: z.string().nullable(), state: z.string().nullable(), street_address: never, zip_code: never })
  .strict()
  .nullable();

const slot = z
  .object({
    id: z.string(),
    session_date: date,
    session_time: time,
    casino_id: z.string().nullable(),
    coins_in: money,
    coins_out: money,
    free_play: money,
    net_result: money.nullable(),
    casino,
    slot_machine: z.object({ name: z.string(), slot_name: z.string().nullable() }).strict().nullable(),
    notes: never,
    people_present: never,
    casino_slot_machine_id: never,
  })
  .strict();

const casinoSession = z
  .object({
    id: z.string(),
    casino_id: z.string().nullable(),
    arrival_date: date,
    arrival_time: time,
    departure_date: date.nullable(),
    departure_time: time.nullable(),
    total_cash_in: money,
    final_cash: money.nullable(),
    net_result: money.nullable(),
    casino,
    notes: never,
    people_present: never,
  })
  .strict();

const jackpot = z
  .object({
    id: z.string(),
    casino_id: z.string().nullable(),
    jackpot_date: date,
    jackpot_time: time,
    amount: money,
    tax_withheld: money,
    state: z.string().nullable(),
    state_winnings: money.nullable(),
    state_tax_withheld: money.nullable(),
    hand_pay: z.boolean(),
    w2g_received: z.boolean(),
    session_id: z.string().nullable(),
    images: z.array(z.string()),
    casino,
  })
  .strict();

const statement = z
  .object({
    id: z.string(),
    casino_id: z.string(),
    tax_year: z.number().int(),
    net_win_loss: money,
    casino: z.object({ name: z.string() }).strict(),
  })
  .strict();

export const taxYearReadSchema = z
  .object({
    year: z.number().int(),
    player: z.object({ name: z.string() }).strict(),
    slots: z.array(slot),
    casino_sessions: z.array(casinoSession),
    jackpots: z.array(jackpot),
    statements: z.array(statement),
  })
  .strict();

/** One player's year as the narrow read gives it, in the app's own row types. */
export interface TaxYearRead {
  year: number;
  /** The player's name as their profile gives it (first and last name, else nickname, else "Player"). */
  playerName: string;
  play: YearPlay;
  statements: WinLossStatement[];
}

/** The read's JSON, checked, as the app's rows (the types below are the app's own: a drift is a compile error). */
export function parseTaxYearRead(value: unknown): TaxYearRead {
  const r = taxYearReadSchema.parse(value);
  const slots: PlaySlotRow[] = r.slots;
  const casinoSessions: PlayCasinoSessionRow[] = r.casino_sessions;
  const jackpots: PlayJackpotRow[] = r.jackpots;
  const statements: WinLossStatement[] = r.statements;
  return {
    year: r.year,
    playerName: r.player.name,
    play: { start: `${r.year}-01-01`, end: `${r.year}-12-31`, slots, casinoSessions, jackpots },
    statements,
  };
}
