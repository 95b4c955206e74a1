import type { PlayJackpotRow, PlaySlotRow, PlayCasinoSessionRow, YearPlay } from '@/api/get-year-play';
import { csvNumber, toCsv, type CsvCell } from '@/lib/csv';
import { toNumber } from '@/lib/money';
import { machineName } from '@/lib/slot-machine-name';
import type { GroupedSessions } from '@/lib/tax/session-method';
import type { LossEstimate } from '@/lib/tax/tax-rules';
import type { W2gYear } from './w2g-year';

/**
 * The gambling diary (IRS Publication 529, Rev. Proc. 77-29): per wager, the date, type of wager, name and
 * address of the establishment, machine number, amounts won and lost, and the people present. It is kept in
 * sections that cannot be mis-summed: the SESSIONS (the only rows that count toward the totals, which equal
 * the Tax Year page), then the casino sessions and slot sessions they come from (evidence), then the W-2G forms and the
 * jackpots below the threshold (income already inside the session results).
 */
export interface DiaryEntry {
  /** 'Casino session', 'Slot session in a casino session' or 'Slot session'. */
  kind: string;
  date: string;
  time: string;
  wager: string;
  establishment: string;
  address: string;
  machine: string;
  won: number | null;
  lost: number | null;
  /** A slot session's free play (not a wager of the player's own money, so not in won / lost); null for others. */
  freePlay: number | null;
  with: string;
  notes: string;
  /** Whose entry it is, in a household's joint diary. */
  player?: string;
}

export interface DiarySession {
  date: string;
  establishment: string;
  address: string;
  net: number;
  /** Tax withheld added back to the session (federal + state). */
  withholdingAddedBack: number;
  notes: string;
  /** Whose session it is, in a household's joint diary. */
  player?: string;
}

export interface DiaryJackpot {
  date: string;
  establishment: string;
  address: string;
  amount: number;
  taxWithheld: number;
  state: string;
  stateWinnings: number | null;
  stateTaxWithheld: number | null;
  metThreshold: boolean;
  /** Whose jackpot it is, in a household's joint diary. */
  player?: string;
}

export interface Diary {
  year: number;
  /** A joint diary (married filing jointly): the household's players, each row under its player's name. */
  players?: readonly string[];
  threshold: number;
  entries: DiaryEntry[];
  sessions: DiarySession[];
  totals: GroupedSessions['totals'];
  loss: Pick<LossEstimate, 'deductible' | 'rule'>;
  jackpots: DiaryJackpot[];
  w2gTotals: { count: number; amount: number; taxWithheld: number; stateTaxWithheld: number | null };
}

type CasinoCols = PlaySlotRow['casino'];

export const diaryAddress = (c: CasinoCols) =>
  c
    ? [c.street_address, [c.city, [c.state, c.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ')
    : '';
const hhmm = (t: string | null) => (t ?? '').slice(0, 5);
const wonLost = (net: number | null) => (net === null ? { won: null, lost: null } : { won: net > 0 ? net : 0, lost: net < 0 ? -net : 0 });

function slotEntry(s: PlaySlotRow, inCasinoSession: boolean): DiaryEntry {
  const machine = s.slot_machine ? machineName(s.slot_machine) : '';
  return {
    kind: inCasinoSession ? 'Slot session in a casino session' : 'Slot session',
    date: s.session_date,
    time: hhmm(s.session_time),
    wager: 'Slot machine',
    establishment: s.casino?.name ?? 'No casino recorded',
    address: diaryAddress(s.casino),
    machine: [s.casino_slot_machine_id, machine].filter(Boolean).join(' - '),
    // Won / lost on the player's own money: money out - (money in - free play) (R4' without the jackpots, listed apart).
    ...wonLost(toNumber(s.net_result) + toNumber(s.free_play)),
    freePlay: toNumber(s.free_play),
    with: s.people_present ?? '',
    notes: s.notes ?? '',
  };
}

function casinoSessionEntry(v: PlayCasinoSessionRow, year: number): DiaryEntry {
  const open = v.final_cash === null;
  const out = v.departure_date
    ? ` until ${v.departure_date === v.arrival_date ? '' : `${v.departure_date} `}${hhmm(v.departure_time)}`
    : '';
  const began =
    Number(v.arrival_date.slice(0, 4)) < year
      ? `Began in ${v.arrival_date.slice(0, 4)}: only its slot sessions of ${year} count in ${year}`
      : '';
  const ends =
    v.departure_date && Number(v.departure_date.slice(0, 4)) > year
      ? `Ends in ${v.departure_date.slice(0, 4)}: its slot sessions of that year count there`
      : '';
  return {
    kind: 'Casino session',
    date: v.arrival_date,
    time: hhmm(v.arrival_time),
    wager: `Casino session (slots), cash in ${toNumber(v.total_cash_in).toFixed(2)}${out}`,
    establishment: v.casino?.name ?? 'No casino recorded',
    address: diaryAddress(v.casino),
    machine: '',
    ...wonLost(open ? null : toNumber(v.net_result)),
    freePlay: null,
    with: v.people_present ?? '',
    notes: [open ? 'Open casino session: no final cash recorded' : '', began, ends, v.notes ?? ''].filter(Boolean).join('. '),
  };
}

function jackpotEntry(j: PlayJackpotRow, met: boolean): DiaryJackpot {
  return {
    date: j.jackpot_date,
    establishment: j.casino?.name ?? 'Unknown casino',
    address: diaryAddress(j.casino),
    amount: toNumber(j.amount),
    taxWithheld: toNumber(j.tax_withheld),
    state: j.state ?? '',
    stateWinnings: j.state_winnings === null ? null : toNumber(j.state_winnings),
    stateTaxWithheld: j.state_tax_withheld === null ? null : toNumber(j.state_tax_withheld),
    metThreshold: met,
  };
}

/** The diary of one year from the year's play and the session method's result. */
export function buildDiary(
  year: number,
  threshold: number,
  play: YearPlay,
  grouped: GroupedSessions,
  w2g: W2gYear,
  loss: LossEstimate,
): Diary {
  const inYear = (date: string) => Number(date.slice(0, 4)) === year;
  const inCasinoSession = new Set(
    grouped.sessions.flatMap((s) => s.slotSessions.filter((x) => x.casinoSessionId !== null).map((x) => x.id)),
  );
  const addressOf = new Map<string, string>();
  for (const r of [...play.slots, ...play.casinoSessions, ...play.jackpots])
    if (r.casino_id) addressOf.set(r.casino_id, diaryAddress(r.casino));
  const entries = [
    ...play.slots.filter((s) => inYear(s.session_date)).map((s) => slotEntry(s, inCasinoSession.has(s.id))),
    ...play.casinoSessions
      .filter((v) => inYear(v.arrival_date) || (v.departure_date !== null && inYear(v.departure_date)))
      .map((v) => casinoSessionEntry(v, year)),
  ].sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
  const stateRecorded = w2g.met.filter((j) => j.state_tax_withheld !== null);
  return {
    year,
    threshold,
    entries,
    sessions: grouped.sessions.map((s) => ({
      date: s.date,
      establishment: s.casinoName ?? 'No casino recorded',
      address: s.casinoId ? (addressOf.get(s.casinoId) ?? '') : '',
      net: s.net,
      withholdingAddedBack: s.withholdingAddedBack,
      notes: s.reasons.join('. '),
    })),
    totals: grouped.totals,
    loss: { deductible: loss.deductible, rule: loss.rule },
    jackpots: [...w2g.met.map((j) => jackpotEntry(j, true)), ...w2g.below.map((j) => jackpotEntry(j, false))].sort((a, b) =>
      a.date.localeCompare(b.date),
    ),
    w2gTotals: {
      count: w2g.count,
      amount: w2g.totalWon,
      taxWithheld: w2g.federalWithheld,
      stateTaxWithheld: stateRecorded.length === 0 ? null : w2g.stateWithheld,
    },
  };
}

const money = (n: number | null) => (n === null ? null : csvNumber(n));
export const DIARY_CSV_HEADER = [
  'Section',
  'Date',
  'Time',
  'Type of wager',
  'Establishment',
  'Address',
  'Machine',
  'Won',
  'Lost',
  'Free play',
  'Net',
  'Federal tax withheld',
  'State',
  'State winnings',
  'State tax withheld',
  'With',
  'Notes',
  'Counts toward totals',
];
const EVIDENCE = 'No: evidence (its result is in a Session row)';

/**
 * The diary as one CSV in sections: Session rows (the only ones that count toward the totals) and their total,
 * then the casino sessions and slot sessions (evidence), then the W-2G forms with their total and the jackpots below
 * the threshold. The "Counts toward totals" column says which rows add up to the totals.
 */
export function diaryCsv(d: Diary): string {
  const rows: CsvCell[][] = [
    ...d.sessions.map((s) => [
      'Session',
      s.date,
      null,
      'Slots (one session per casino per day)',
      s.establishment,
      s.address,
      null,
      money(s.net > 0 ? s.net : 0),
      money(s.net < 0 ? -s.net : 0),
      null,
      money(s.net),
      null,
      null,
      null,
      null,
      null,
      s.notes,
      'Yes',
    ]),
    [
      'Session total',
      `${d.year}`,
      null,
      `${d.totals.sessions} sessions (${d.totals.winning} winning, ${d.totals.losing} losing)`,
      null,
      null,
      null,
      money(d.totals.gains),
      money(d.totals.losses),
      null,
      money(d.totals.net),
      null,
      null,
      null,
      null,
      null,
      `Gains are gambling income; losses are an itemised deduction. Deductible losses estimate ${d.loss.deductible.toFixed(2)}: ${d.loss.rule}`,
      'Total of the Session rows',
    ],
    ...d.entries.map((e) => [
      e.kind,
      e.date,
      e.time,
      e.wager,
      e.establishment,
      e.address,
      e.machine,
      money(e.won),
      money(e.lost),
      money(e.freePlay),
      null,
      null,
      null,
      null,
      null,
      e.with,
      e.notes,
      EVIDENCE,
    ]),
    ...d.jackpots
      .filter((j) => j.metThreshold)
      .map((j) => [
        'W-2G',
        j.date,
        null,
        'Slot jackpot',
        j.establishment,
        j.address,
        null,
        money(j.amount),
        null,
        null,
        null,
        money(j.taxWithheld),
        j.state,
        money(j.stateWinnings),
        money(j.stateTaxWithheld),
        null,
        null,
        'No: W-2G income is inside the Session rows',
      ]),
    [
      'W-2G total',
      `${d.year}`,
      null,
      `${d.w2gTotals.count} W-2G forms`,
      null,
      null,
      null,
      money(d.w2gTotals.amount),
      null,
      null,
      null,
      money(d.w2gTotals.taxWithheld),
      null,
      null,
      money(d.w2gTotals.stateTaxWithheld),
      null,
      null,
      'Total of the W-2G rows',
    ],
    ...d.jackpots
      .filter((j) => !j.metThreshold)
      .map((j) => [
        'Below the W-2G threshold',
        j.date,
        null,
        'Slot jackpot',
        j.establishment,
        j.address,
        null,
        money(j.amount),
        null,
        null,
        null,
        money(j.taxWithheld),
        j.state,
        money(j.stateWinnings),
        money(j.stateTaxWithheld),
        null,
        'No form is issued, still taxable income',
        'No: inside the Session rows',
      ]),
  ];
  if (!d.players) return toCsv(DIARY_CSV_HEADER, rows);
  // A joint diary: each row under its player's name (the totals are the household's).
  const whose = [
    ...d.sessions.map((s) => s.player ?? ''),
    'Joint',
    ...d.entries.map((e) => e.player ?? ''),
    ...d.jackpots.filter((j) => j.metThreshold).map((j) => j.player ?? ''),
    'Joint',
    ...d.jackpots.filter((j) => !j.metThreshold).map((j) => j.player ?? ''),
  ];
  return toCsv(
    ['Player', ...DIARY_CSV_HEADER],
    rows.map((r, i) => [whose[i], ...r]),
  );
}

export const diaryFileName = (year: number, ext: 'csv' | 'pdf') => `gambling_diary_${year}.${ext}`;
