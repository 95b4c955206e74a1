import { csvNumber, toCsv, type CsvCell } from '@/lib/csv';
import type { TripReport } from '../api/trip-report';
import { compLabel, costLabel } from './trip-words';

/** The slot columns in the app's words: coin in (free play included), its free play, money out; a row's hand pays are in its note. */
export const TRIP_CSV_HEADER = ['Section', 'Date', 'Time', 'Casino', 'What', 'Coin in', 'Free play', 'Money out', 'Amount', 'Note'];

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const money = (n: number | null | undefined) => (n === null || n === undefined ? null : csvNumber(n));
const hhmm = (t: string | null | undefined) => (t ?? '').slice(0, 5);

/**
 * The trip report as one CSV in sections: the sessions (one per casino per day: the only rows the gambling net adds
 * up) and their total, the casino sessions and slot sessions they come from, the W2Gs, then the costs, the whole
 * result, and the comps apart (never added to anything).
 */
export function tripCsv(r: TripReport): string {
  const t = r.totals;
  const rows: CsvCell[][] = [
    ...r.sessions.map((s) => [
      'Session',
      s.date,
      null,
      s.casino_name ?? 'No casino recorded',
      'Slots (one session per casino per day)',
      null,
      null,
      null,
      money(s.net),
      null,
    ]),
    ['Gambling net', r.trip.start_date, null, null, count(r.sessions.length, 'session'), null, null, null, money(t.gambling_net), null],
    ...r.casino_sessions.map((v) => [
      'Casino session',
      v.arrival_date,
      hhmm(v.arrival_time),
      v.casino_name,
      v.final_cash === null ? 'Open (no final cash)' : 'Cash in and final cash',
      money(v.cash_in),
      null,
      money(v.final_cash),
      money(v.net),
      'Evidence: in a Session row',
    ]),
    ...r.slot_sessions.map((s) => [
      'Slot session',
      s.session_date,
      hhmm(s.session_time),
      s.casino_name,
      [s.machine_number, s.machine].filter(Boolean).join(' - ') || 'Slot machine',
      money(s.money_in),
      money(s.free_play),
      money(s.money_out),
      money(s.result),
      // Coin in - free play, money out and the hand pays add up to the amount (the session's net).
      s.jackpot_net ? `Hand pays ${s.jackpot_net.toFixed(2)}. Evidence: in a Session row` : 'Evidence: in a Session row',
    ]),
    ...r.w2gs.map((j) => [
      'W2G',
      j.date,
      hhmm(j.time),
      j.casino_name,
      j.hand_pay ? 'Jackpot, hand paid' : 'Jackpot, paid by the machine',
      null,
      null,
      null,
      money(j.amount),
      `Tax withheld ${(j.tax_withheld + (j.state_tax_withheld ?? 0)).toFixed(2)}`,
    ]),
    ...r.costs.map((c) => [
      'Cost',
      c.casino_session_date,
      null,
      c.casino_name,
      costLabel(c.kind),
      null,
      null,
      null,
      money(c.amount),
      c.note,
    ]),
    ['Costs total', null, null, null, count(r.costs.length, 'cost'), null, null, null, money(t.costs), 'Not gambling losses'],
    ['Whole result', null, null, null, 'Gambling net minus costs', null, null, null, money(t.whole_result), null],
    ...r.comps.map((c) => [
      'Comp',
      c.casino_session_date,
      null,
      c.casino_name,
      compLabel(c.kind),
      null,
      null,
      null,
      money(c.value),
      c.note,
    ]),
    ['Comps total', null, null, null, count(r.comps.length, 'comp'), null, null, null, money(t.comps), 'Apart: never added to a result'],
  ];
  return toCsv(TRIP_CSV_HEADER, rows);
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'trip';

export const tripFileName = (r: Pick<TripReport, 'trip'>, ext: 'csv' | 'pdf') => `trip_${slug(r.trip.name)}_${r.trip.start_date}.${ext}`;
