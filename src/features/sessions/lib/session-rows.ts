import type { Database } from '@/lib/database.types';
import { formatDate, formatTime, parseLocal } from '@/lib/dates';
import { machineName } from '@/lib/slot-machine-name';

type Tables = Database['public']['Tables'];
type CasinoJoin = Pick<Tables['casinos']['Row'], 'name' | 'location'> | null;
type SlotMachineJoin = Pick<Tables['slot_machines']['Row'], 'name' | 'slot_name' | 'manufacturer'> | null;

/** Columns of a slot session row with its casino and slot machine (through the FKs). */
export const SLOT_SESSION_COLUMNS =
  'id, user_id, session_date, session_time, casino_id, slot_machine_id, coins_in, coins_out, free_play, net_result, jackpot_net, result, notes, people_present, casino_slot_machine_id, include_in_daily_totals, is_live, end_date, end_time, money_in_entries, bonus_count, jackpot_count, counter_taps, created_at, updated_at, casino:casinos(name, location), slot_machine:slot_machines(name, slot_name, manufacturer)' as const;

/** Columns of a casino session row with its casino. */
export const CASINO_SESSION_COLUMNS =
  'id, user_id, casino_id, arrival_date, arrival_time, departure_date, departure_time, starting_cash, additional_cash, total_cash_in, final_cash, net_result, notes, people_present, created_at, updated_at, casino:casinos(name, location)' as const;

export type SlotSession = Pick<
  Tables['gambling_sessions']['Row'],
  | 'id'
  | 'user_id'
  | 'session_date'
  | 'session_time'
  | 'casino_id'
  | 'slot_machine_id'
  | 'coins_in'
  | 'coins_out'
  | 'free_play'
  | 'net_result'
  | 'jackpot_net'
  | 'result'
  | 'notes'
  | 'people_present'
  | 'casino_slot_machine_id'
  | 'include_in_daily_totals'
  | 'is_live'
  | 'end_date'
  | 'end_time'
  | 'money_in_entries'
  | 'created_at'
  | 'updated_at'
> &
  // The counters at the machine: read with the row; a row made on this device has none yet.
  Partial<Pick<Tables['gambling_sessions']['Row'], 'bonus_count' | 'jackpot_count' | 'counter_taps'>> & {
    casino: CasinoJoin;
    slot_machine: SlotMachineJoin;
  };

export type CasinoSession = Pick<
  Tables['casino_sessions']['Row'],
  | 'id'
  | 'user_id'
  | 'casino_id'
  | 'arrival_date'
  | 'arrival_time'
  | 'departure_date'
  | 'departure_time'
  | 'starting_cash'
  | 'additional_cash'
  | 'total_cash_in'
  | 'final_cash'
  | 'net_result'
  | 'notes'
  | 'people_present'
  | 'created_at'
  | 'updated_at'
> & { casino: CasinoJoin };

export const UNKNOWN_CASINO = 'Unknown Casino';

/** The casino name of a session, or 'Unknown Casino' when the join is missing. */
export function casinoName(session: { casino: CasinoJoin }): string {
  return session.casino?.name?.trim() || UNKNOWN_CASINO;
}

/** The session's game by the one name rule (machineName: its full name, else its alternative name, or 'Unknown Slot'). */
export function slotMachineName(session: { slot_machine: SlotMachineJoin }): string {
  return machineName(session.slot_machine);
}

/**
 * A slot session's start and end times in the app's one time format (the locale's: '8:00 PM–9:30 PM' in the US),
 * '8:00 PM–live' while it runs, the start alone without an end; an end on a later day carries that day.
 */
export function sessionTimes(
  s: Pick<SlotSession, 'session_time' | 'end_date' | 'end_time' | 'is_live'> & { session_date: string },
): string {
  const start = formatTime(parseLocal(s.session_date, s.session_time));
  if (s.is_live) return `${start}–live`;
  if (!s.end_time) return start;
  const endDate = s.end_date ?? s.session_date;
  const nextDay = endDate !== s.session_date ? ` (${formatDate(endDate)})` : '';
  return `${start}–${formatTime(parseLocal(endDate, s.end_time))}${nextDay}`;
}
