import { nowTimeHHmm, todayLocal, toHHmm } from '@/lib/dates';
import { formatMoneyInput, toNumber } from '@/lib/money';
import type { CasinoSessionFormValues } from '../api/create-casino-session';
import type { SlotSessionFormValues } from '../api/create-slot-session';
import type { CasinoSession, SlotSession } from './session-rows';

/** Empty slot session form: today, now, the last chosen casino preselected, counted in daily totals. */
export function newSlotSessionDefaults(now: Date = new Date(), lastCasinoId: string | null = null): SlotSessionFormValues {
  return {
    casino_id: lastCasinoId ?? '',
    slot_machine_id: '',
    session_date: todayLocal(now),
    session_time: nowTimeHHmm(now),
    end_date: '',
    end_time: '',
    coins_in: '',
    coins_out: '',
    free_play: '',
    notes: '',
    people_present: '',
    casino_slot_machine_id: '',
    include_in_daily_totals: true,
  };
}

/** The form values of a stored slot session. */
export function slotSessionToFormValues(s: SlotSession): SlotSessionFormValues {
  return {
    casino_id: s.casino_id ?? '',
    slot_machine_id: s.slot_machine_id ?? '',
    session_date: s.session_date,
    session_time: toHHmm(s.session_time),
    end_date: s.end_date ?? '',
    end_time: toHHmm(s.end_time),
    coins_in: formatMoneyInput(toNumber(s.coins_in)),
    coins_out: formatMoneyInput(toNumber(s.coins_out)),
    free_play: toNumber(s.free_play) === 0 ? '' : formatMoneyInput(toNumber(s.free_play)),
    notes: s.notes ?? '',
    people_present: s.people_present ?? '',
    casino_slot_machine_id: s.casino_slot_machine_id ?? '',
    include_in_daily_totals: s.include_in_daily_totals,
  };
}

/** The form values of a new casino session (now, last chosen casino) or of a stored one. */
export function casinoSessionFormValues(
  session?: CasinoSession | null,
  now: Date = new Date(),
  lastCasinoId: string | null = null,
): CasinoSessionFormValues {
  if (!session) {
    return {
      casino_id: lastCasinoId ?? '',
      arrival_date: todayLocal(now),
      arrival_time: nowTimeHHmm(now),
      departure_date: '',
      departure_time: '',
      starting_cash: '',
      final_cash: '',
      notes: '',
      people_present: '',
    };
  }
  return {
    casino_id: session.casino_id ?? '',
    arrival_date: session.arrival_date,
    arrival_time: toHHmm(session.arrival_time),
    departure_date: session.departure_date ?? '',
    departure_time: toHHmm(session.departure_time),
    starting_cash: formatMoneyInput(toNumber(session.starting_cash)),
    final_cash: session.final_cash == null ? '' : formatMoneyInput(toNumber(session.final_cash)),
    notes: session.notes ?? '',
    people_present: session.people_present ?? '',
  };
}
