/**
 * The trip report PDF: the trip's result (gambling net by the session method, as the Tax Year shows it;
 * costs; the whole result; comps apart, never added), its sessions one per casino per day, the casino sessions and
 * slot sessions they come from, the W2Gs, the costs and the comps; "Page n of N" on every page. pdf-lib is passed
 * in (see ../export-w2g-pdf/pdf.ts).
 */
import { HttpError } from '../_shared/http.ts';
import { wrapText } from '../export-w2g-pdf/diary.ts';
import { pdfSafe, type PdfFont, type PdfLib, type PdfPage } from '../export-w2g-pdf/pdf.ts';
import { formatDate, formatTime, formatUsd, isIsoDate, toCents } from '../export-w2g-pdf/totals.ts';

type Row = Record<string, unknown>;
const num = (v: unknown) => toCents(v as number | string | null) / 100;
const text = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown): Row[] => (Array.isArray(v) ? v.filter((x): x is Row => !!x && typeof x === 'object') : []);

/** The parts of get_trip_report the PDF prints, checked. */
export interface TripPdfReport {
  name: string;
  start: string;
  end: string;
  days: number;
  notes: string;
  casinos: { name: string; net: number }[];
  sessions: { date: string; casino: string; net: number }[];
  casinoSessions: { date: string; time: string; casino: string; cashIn: number; finalCash: number | null; net: number | null }[];
  slotSessions: {
    date: string;
    time: string;
    casino: string;
    machine: string;
    moneyIn: number;
    freePlay: number;
    moneyOut: number;
    handPays: number;
    result: number;
  }[];
  w2gs: { date: string; casino: string; amount: number; withheld: number; handPay: boolean }[];
  costs: { kind: string; on: string; note: string; amount: number }[];
  comps: { kind: string; on: string; note: string; amount: number }[];
  totals: {
    gamblingNet: number;
    costs: number;
    comps: number;
    wholeResult: number;
    moneyIn: number;
    freePlay: number;
    moneyOut: number;
    /** The slot sessions' hand pays and net: moneyOut - moneyIn + freePlay + handPays = slotNet. */
    handPays: number;
    slotNet: number;
    w2gCount: number;
    w2gAmount: number;
    minutes: number;
  };
}

const COST_LABELS: Record<string, string> = {
  hotel: 'Hotel',
  travel: 'Travel',
  food: 'Food & drink',
  fee: 'ATM / cash-advance fee',
  other: 'Other',
};
const COMP_LABELS: Record<string, string> = { room: 'Room', food: 'Food', show: 'Show', other: 'Other' };

/** get_trip_report's answer as the PDF's input; 500 when it is not the shape the function expects. */
export function parseTripReport(value: unknown): TripPdfReport {
  const r = (value && typeof value === 'object' ? value : {}) as Row;
  const trip = (r.trip ?? {}) as Row;
  const t = (r.totals ?? {}) as Row;
  if (!isIsoDate(trip.start_date) || !isIsoDate(trip.end_date)) throw new HttpError(500, 'The trip report is not in the expected shape');
  const on = (m: Row) =>
    m.casino_session_id
      ? `${text(m.casino_name) || 'Casino session'}, ${isIsoDate(m.casino_session_date) ? formatDate(m.casino_session_date) : ''}`
      : 'The whole trip';
  return {
    name: text(trip.name),
    start: trip.start_date,
    end: trip.end_date,
    days: Number(r.days) || 0,
    notes: text(trip.notes),
    casinos: list(r.casinos).map((c) => ({ name: text(c.name), net: num(c.net) })),
    sessions: list(r.sessions).map((s) => ({ date: text(s.date), casino: text(s.casino_name) || 'No casino recorded', net: num(s.net) })),
    casinoSessions: list(r.casino_sessions).map((v) => ({
      date: text(v.arrival_date),
      time: formatTime(text(v.arrival_time)),
      casino: text(v.casino_name) || 'Unknown Casino',
      cashIn: num(v.cash_in),
      finalCash: v.final_cash === null ? null : num(v.final_cash),
      net: v.net === null ? null : num(v.net),
    })),
    slotSessions: list(r.slot_sessions).map((s) => ({
      date: text(s.session_date),
      time: formatTime(text(s.session_time)),
      casino: text(s.casino_name) || 'Unknown Casino',
      machine: [text(s.machine_number), text(s.machine)].filter(Boolean).join(' - '),
      moneyIn: num(s.money_in),
      freePlay: num(s.free_play),
      moneyOut: num(s.money_out),
      handPays: num(s.jackpot_net),
      result: num(s.result),
    })),
    w2gs: list(r.w2gs).map((j) => ({
      date: text(j.date),
      casino: text(j.casino_name) || 'Unknown Casino',
      amount: num(j.amount),
      withheld: num(j.tax_withheld) + num(j.state_tax_withheld),
      handPay: j.hand_pay === true,
    })),
    costs: list(r.costs).map((c) => ({
      kind: COST_LABELS[text(c.kind)] ?? text(c.kind),
      on: on(c),
      note: text(c.note),
      amount: num(c.amount),
    })),
    comps: list(r.comps).map((c) => ({
      kind: COMP_LABELS[text(c.kind)] ?? text(c.kind),
      on: on(c),
      note: text(c.note),
      amount: num(c.value),
    })),
    totals: {
      gamblingNet: num(t.gambling_net),
      costs: num(t.costs),
      comps: num(t.comps),
      wholeResult: num(t.whole_result),
      moneyIn: num(t.money_in),
      freePlay: num(t.free_play),
      moneyOut: num(t.money_out),
      handPays: num(t.hand_pays),
      slotNet: num(t.slot_net),
      w2gCount: Number(t.w2g_count) || 0,
      w2gAmount: num(t.w2g_amount),
      minutes: Number(t.minutes) || 0,
    },
  };
}

export const TRIP_TITLE = 'Trip report';
const W = 792;
const H = 612;
const M = 40;
const SIZE = 9;
const LINE = 11;
const BOTTOM = M + 24;

const usd = (n: number) => formatUsd(Math.round(n * 100));
const signed = (n: number) => `${n < 0 ? '-' : n > 0 ? '+' : ''}${usd(Math.abs(n))}`;
const hours = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return !minutes ? '-' : h ? `${h} h${m ? ` ${m} min` : ''}` : `${m} min`;
};

type Column = { title: string; width: number; right?: boolean };

/** The trip report as PDF bytes (Letter, landscape). */
export async function buildTripPdf<F extends PdfFont>(
  lib: PdfLib<F>,
  playerName: string,
  r: TripPdfReport,
  today: string,
): Promise<Uint8Array> {
  const doc = await lib.PDFDocument.create();
  doc.setTitle(`${TRIP_TITLE}: ${pdfSafe(r.name)}`);
  const font = await doc.embedFont(lib.StandardFonts.Helvetica);
  const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
  const pages: PdfPage<F>[] = [];
  let page!: PdfPage<F>;
  let y = 0;
  const newPage = () => {
    page = doc.addPage([W, H]);
    pages.push(page);
    y = H - M;
  };
  const write = (s: string, size: number, f: F, gap = 6) => {
    for (const line of wrapText(s, f, size, W - 2 * M)) {
      if (y - size < BOTTOM) newPage();
      page.drawText(line, { x: M, y: y - size, size, font: f });
      y -= size + 3;
    }
    y -= gap - 3;
  };
  const section = (title: string, need = 60) => {
    y -= 8;
    if (y - need < BOTTOM) newPage();
    write(title, 12, bold);
  };
  /** A table: its header, then rows whose cells wrap; a row that does not fit starts a new page with the header again. */
  const table = (columns: Column[]) => {
    const paint = (values: string[], f: F) => {
      const cells = values.map((v, i) => wrapText(v, f, SIZE, columns[i].width - 8));
      const height = Math.max(...cells.map((c) => c.length)) * LINE + 3;
      if (y - height < BOTTOM) {
        newPage();
        header();
      }
      let x = M;
      cells.forEach((lines, i) => {
        lines.forEach((l, k) => {
          const tx = columns[i].right ? x + columns[i].width - 8 - f.widthOfTextAtSize(l, SIZE) : x;
          page.drawText(l, { x: tx, y: y - SIZE - k * LINE, size: SIZE, font: f });
        });
        x += columns[i].width;
      });
      y -= height;
    };
    const header = () => {
      paint(
        columns.map((c) => c.title),
        bold,
      );
      page.drawLine({ start: { x: M, y: y + 1 }, end: { x: W - M, y: y + 1 }, thickness: 0.6 });
      y -= 3;
    };
    header();
    return (values: string[], total = false) => paint(values, total ? bold : font);
  };

  newPage();
  write(`${TRIP_TITLE}: ${r.name}`, 18, bold);
  write(`Player: ${playerName}`, 11, font);
  write(
    `${formatDate(r.start)} to ${formatDate(r.end)} (${r.days} ${r.days === 1 ? 'day' : 'days'}). Casinos: ${r.casinos.map((c) => c.name).join(', ') || 'none recorded'}. Prepared ${formatDate(today)} from the player's own records.`,
    9,
    font,
  );
  if (r.notes) write(`Notes: ${r.notes}`, 9, font);

  section("The trip's result", 110);
  const t = r.totals;
  write(`Gambling net: ${signed(t.gamblingNet)} (the sessions below: one per casino per day, as the Tax Year counts them)`, 10, bold, 3);
  write(`Costs: ${usd(t.costs)} (hotel, travel, food, fees: not gambling losses)`, 10, font, 3);
  write(`Whole result: ${signed(t.wholeResult)} (gambling net minus costs)`, 10, bold, 3);
  write(`Comps: ${usd(t.comps)} (what the casinos gave, shown apart: never added to a result)`, 10, font, 3);
  write(
    `Slot sessions: money out ${usd(t.moneyOut)} - coin in ${usd(t.moneyIn)} + free play ${usd(t.freePlay)} + hand pays ${usd(t.handPays)} = slot net ${signed(t.slotNet)}; W2Gs: ${t.w2gCount}${t.w2gCount ? `, ${usd(t.w2gAmount)}` : ''}; time played ${hours(t.minutes)}.`,
    9,
    font,
  );

  section('1. Sessions (one per casino per calendar day)');
  const sessionRow = table([
    { title: 'Day', width: 110 },
    { title: 'Casino', width: 482 },
    { title: 'Result', width: 120, right: true },
  ]);
  if (r.sessions.length === 0) sessionRow(['-', 'No play recorded on these days.', '']);
  for (const s of r.sessions) sessionRow([formatDate(s.date), s.casino, signed(s.net)]);
  sessionRow(['Total', `${r.sessions.length} ${r.sessions.length === 1 ? 'session' : 'sessions'}`, signed(t.gamblingNet)], true);

  if (r.casinoSessions.length > 0) {
    section('2. Casino sessions (evidence: inside the sessions above)');
    const row = table([
      { title: 'Arrival', width: 130 },
      { title: 'Casino', width: 300 },
      { title: 'Cash in', width: 100, right: true },
      { title: 'Cash out', width: 90, right: true },
      { title: 'Net', width: 90, right: true },
    ]);
    for (const v of r.casinoSessions)
      row([
        `${formatDate(v.date)} ${v.time}`,
        v.casino,
        usd(v.cashIn),
        v.finalCash === null ? 'Open' : usd(v.finalCash),
        v.net === null ? '-' : signed(v.net),
      ]);
  }
  if (r.slotSessions.length > 0) {
    section('3. Slot sessions (evidence: inside the sessions above)');
    const row = table([
      { title: 'Start', width: 110 },
      { title: 'Casino and machine', width: 200 },
      { title: 'Coin in', width: 80, right: true },
      { title: 'Free play', width: 80, right: true },
      { title: 'Money out', width: 80, right: true },
      { title: 'Hand pays', width: 80, right: true },
      { title: 'Net', width: 80, right: true },
    ]);
    for (const s of r.slotSessions)
      row([
        `${formatDate(s.date)} ${s.time}`,
        [s.casino, s.machine].filter(Boolean).join(' - '),
        usd(s.moneyIn),
        s.freePlay ? usd(s.freePlay) : '-',
        usd(s.moneyOut),
        s.handPays ? usd(s.handPays) : '-',
        signed(s.result),
      ]);
  }
  section('4. W2G jackpots');
  const w2gRow = table([
    { title: 'Date', width: 110 },
    { title: 'Casino', width: 300 },
    { title: 'Amount', width: 110, right: true },
    { title: 'Tax withheld', width: 110, right: true },
    { title: 'Paid', width: 80 },
  ]);
  if (r.w2gs.length === 0) w2gRow(['-', 'None on this trip.', '', '', '']);
  for (const j of r.w2gs) w2gRow([formatDate(j.date), j.casino, usd(j.amount), usd(j.withheld), j.handPay ? 'By hand' : 'Machine']);

  const money = (title: string, rows: TripPdfReport['costs'], total: number, empty: string, last: string) => {
    section(title);
    const row = table([
      { title: 'What', width: 150 },
      { title: 'On', width: 230 },
      { title: 'Note', width: 220 },
      { title: 'Amount', width: 110, right: true },
    ]);
    if (rows.length === 0) row(['-', empty, '', '']);
    for (const c of rows) row([c.kind, c.on, c.note, usd(c.amount)]);
    row(['Total', last, '', usd(total)], true);
  };
  money('5. Costs (not gambling losses)', r.costs, t.costs, 'No costs recorded.', 'subtracted from the gambling net: the whole result');
  money('6. Comps (apart: never added to a result)', r.comps, t.comps, 'No comps recorded.', 'shown apart');

  pages.forEach((p, i) => p.drawText(`${TRIP_TITLE} - Page ${i + 1} of ${pages.length}`, { x: W - M - 130, y: M - 16, size: 8, font }));
  return doc.save();
}
