import type { PlaySlotRow, PlayVisitRow, YearPlay } from '@/api/get-year-play';
import { csvNumber, toCsv, type CsvCell } from '@/lib/csv';
import { toNumber } from '@/lib/money';
import type { GroupedSessions } from '@/lib/tax';
import type { LossEstimate } from '@/lib/tax';

/**
 * The gambling diary (IRS Publication 529, Rev. Proc. 77-29): per wager, the date, type of wager, name and
 * address of the establishment, machine number, amounts won and lost, and the people present.
 */
export interface DiaryEntry {
  date: string;
  time: string;
  wager: string;
  establishment: string;
  address: string;
  machine: string;
  won: number | null;
  lost: number | null;
  with: string;
  notes: string;
}

export interface DiaryJackpot {
  date: string;
  establishment: string;
  amount: number;
  taxWithheld: number;
  metThreshold: boolean;
}

export interface Diary {
  year: number;
  entries: DiaryEntry[];
  sessions: { date: string; establishment: string; net: number }[];
  totals: GroupedSessions['totals'];
  loss: Pick<LossEstimate, 'deductible' | 'rule'>;
  jackpots: DiaryJackpot[];
}

type CasinoCols = PlaySlotRow['casino'];

const address = (c: CasinoCols) =>
  c ? [c.street_address, [c.city, [c.state, c.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ') : '';
const hhmm = (t: string | null) => (t ?? '').slice(0, 5);
const wonLost = (net: number | null) => (net === null ? { won: null, lost: null } : { won: net > 0 ? net : 0, lost: net < 0 ? -net : 0 });

function slotEntry(s: PlaySlotRow): DiaryEntry {
  const machineName = s.slot_machine ? (s.slot_machine.slot_name ?? s.slot_machine.name) : '';
  return {
    date: s.session_date,
    time: hhmm(s.session_time),
    wager: 'Slot machine',
    establishment: s.casino?.name ?? 'No casino recorded',
    address: address(s.casino),
    machine: [s.casino_slot_machine_id, machineName].filter(Boolean).join(' - '),
    ...wonLost(toNumber(s.net_result)),
    with: s.people_present ?? '',
    notes: s.notes ?? '',
  };
}

function visitEntry(v: PlayVisitRow): DiaryEntry {
  const open = v.final_cash === null;
  const out = v.departure_date ? ` until ${v.departure_date === v.arrival_date ? '' : `${v.departure_date} `}${hhmm(v.departure_time)}` : '';
  return {
    date: v.arrival_date,
    time: hhmm(v.arrival_time),
    wager: `Casino visit (slots), cash in ${toNumber(v.total_cash_in).toFixed(2)}${out}`,
    establishment: v.casino?.name ?? 'No casino recorded',
    address: address(v.casino),
    machine: '',
    ...wonLost(open ? null : toNumber(v.net_result)),
    with: v.people_present ?? '',
    notes: [open ? 'Open visit: no final cash recorded' : '', v.notes ?? ''].filter(Boolean).join('. '),
  };
}

/** Every slot session and visit as diary entries, by date and time. */
export function diaryEntries(play: YearPlay): DiaryEntry[] {
  return [...play.slots.map(slotEntry), ...play.visits.map(visitEntry)].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
}

const money = (n: number | null) => (n === null ? null : csvNumber(n));
export const DIARY_CSV_HEADER = ['Record', 'Date', 'Time', 'Type of wager', 'Establishment', 'Address', 'Machine', 'Won', 'Lost', 'Net', 'Tax withheld', 'With', 'Notes'];

/** The diary as one CSV table: diary entries, then session-method sessions, W-2Gs and totals (Record column says which). */
export function diaryCsv(d: Diary): string {
  const rows: CsvCell[][] = [
    ...d.entries.map((e) => ['Diary entry', e.date, e.time, e.wager, e.establishment, e.address, e.machine, money(e.won), money(e.lost), null, null, e.with, e.notes]),
    ...d.sessions.map((s) => ['Session', s.date, null, 'Slots', s.establishment, null, null, null, null, money(s.net), null, null, null]),
    ...d.jackpots.map((j) => ['W-2G', j.date, null, 'Slot jackpot', j.establishment, null, null, money(j.amount), null, null, money(j.taxWithheld), null, j.metThreshold ? 'Met the W-2G threshold' : 'Below the W-2G threshold']),
    ['Total', `${d.year}`, null, `${d.totals.sessions} sessions (${d.totals.winning} winning, ${d.totals.losing} losing)`, null, null, null, money(d.totals.gains), money(d.totals.losses), money(d.totals.net), money(d.jackpots.reduce((t, j) => t + j.taxWithheld, 0)), null, `Deductible losses estimate ${d.loss.deductible.toFixed(2)}: ${d.loss.rule}`],
  ];
  return toCsv(DIARY_CSV_HEADER, rows);
}

export const diaryFileName = (year: number, ext: 'csv' | 'pdf') => `gambling_diary_${year}.${ext}`;
