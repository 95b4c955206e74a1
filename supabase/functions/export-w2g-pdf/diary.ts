/**
 * The gambling diary PDF (IRS Publication 529 / Rev. Proc. 77-29), in sections that cannot be mis-summed:
 * the session-method sessions (the only rows the totals add up) with their totals, then one row per wager as
 * evidence (date, type of wager, establishment and address, machine, won, lost, people present, notes; long
 * texts WRAP onto more lines), then the W-2G forms received (federal and state withholding) and the jackpots
 * below the W-2G threshold. pdf-lib is passed in (see pdf.ts).
 */
import { HttpError } from '../_shared/http.ts';
import { pdfSafe, type PdfFont, type PdfLib, type PdfPage } from './pdf.ts';
import { formatDate, formatUsd, isIsoDate, toCents } from './totals.ts';

export interface DiaryEntry {
  /** 'Casino session', 'Slot session in a casino session' or 'Slot session' ('' when not given). */
  kind: string;
  date: string;
  time: string;
  wager: string;
  establishment: string;
  address: string;
  machine: string;
  won: number | null;
  lost: number | null;
  /** A slot session's free play (the casino's money: not in won / lost); null for other entries. */
  freePlay: number | null;
  with: string;
  notes: string;
  /** Whose entry it is, in a household's joint diary ('' otherwise). */
  player?: string;
}
export interface DiaryJackpot {
  date: string;
  establishment: string;
  amount: number;
  taxWithheld: number;
  /** W-2G boxes 13-15 ('' / null when not recorded). */
  state: string;
  stateWinnings: number | null;
  stateTaxWithheld: number | null;
  metThreshold: boolean;
  /** Whose jackpot it is, in a household's joint diary ('' otherwise). */
  player?: string;
}
export interface DiarySession {
  date: string;
  establishment: string;
  address: string;
  net: number;
  notes: string;
  /** Whose session it is, in a household's joint diary ('' otherwise). */
  player?: string;
}
export interface DiaryTotals {
  sessions: number;
  winning: number;
  losing: number;
  gains: number;
  losses: number;
  net: number;
}
export interface Diary {
  year: number;
  /** A joint diary's players (married filing jointly): each row is listed under its player's name. Empty otherwise. */
  players?: string[];
  entries: DiaryEntry[];
  /** The session-method sessions: the only rows the totals add up. */
  sessions: DiarySession[];
  totals: DiaryTotals;
  loss: { deductible: number; rule: string };
  jackpots: DiaryJackpot[];
}

const MAX_ROWS = 20_000;
const text = (v: unknown, max = 2000) => (typeof v === 'string' ? v.slice(0, max) : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const numOrNull = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
const list = (v: unknown, name: string): unknown[] => {
  if (!Array.isArray(v)) throw new HttpError(400, `diary.${name} must be an array`);
  if (v.length > MAX_ROWS) throw new HttpError(400, `diary.${name} has more than ${MAX_ROWS} rows`);
  return v;
};

/** The diary of a request body, every field checked; 400 when its shape is wrong. */
export function parseDiary(value: unknown): Diary {
  const d = obj(value);
  const year = d.year;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1900 || year > 2200) throw new HttpError(400, 'diary.year must be a year');
  const date = (v: unknown) => {
    if (!isIsoDate(v)) throw new HttpError(400, 'diary dates must be yyyy-mm-dd');
    return v;
  };
  const totals = obj(d.totals);
  const loss = obj(d.loss);
  return {
    year,
    players: (d.players === undefined ? [] : list(d.players, 'players')).slice(0, 2).map((p) => text(p, 200)),
    entries: list(d.entries, 'entries').map((raw) => {
      const e = obj(raw);
      return {
        kind: text(e.kind, 60),
        date: date(e.date),
        time: text(e.time, 5),
        wager: text(e.wager, 200),
        establishment: text(e.establishment, 200),
        address: text(e.address, 300),
        machine: text(e.machine, 200),
        won: numOrNull(e.won),
        lost: numOrNull(e.lost),
        freePlay: numOrNull(e.freePlay),
        with: text(e.with, 200),
        notes: text(e.notes),
        player: text(e.player, 200),
      };
    }),
    sessions: (d.sessions === undefined ? [] : list(d.sessions, 'sessions')).map((raw) => {
      const s = obj(raw);
      return {
        date: date(s.date),
        establishment: text(s.establishment, 200),
        address: text(s.address, 300),
        net: num(s.net),
        notes: text(s.notes),
        player: text(s.player, 200),
      };
    }),
    totals: { sessions: num(totals.sessions), winning: num(totals.winning), losing: num(totals.losing), gains: num(totals.gains), losses: num(totals.losses), net: num(totals.net) },
    loss: { deductible: num(loss.deductible), rule: text(loss.rule, 300) },
    jackpots: list(d.jackpots, 'jackpots').map((raw) => {
      const j = obj(raw);
      return {
        date: date(j.date),
        establishment: text(j.establishment, 200),
        amount: num(j.amount),
        taxWithheld: num(j.taxWithheld),
        state: text(j.state, 2),
        stateWinnings: numOrNull(j.stateWinnings),
        stateTaxWithheld: numOrNull(j.stateTaxWithheld),
        metThreshold: j.metThreshold === true,
        player: text(j.player, 200),
      };
    }),
  };
}

/** `value` broken into lines no wider than `width` points (words first, then characters). */
export function wrapText(value: string, font: PdfFont, size: number, width: number): string[] {
  const words = pdfSafe(value).split(' ').filter(Boolean);
  const lines: string[] = [];
  let line = '';
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  for (let word of words) {
    while (!fits(word)) {
      let cut = word.length - 1;
      while (cut > 1 && !fits(word.slice(0, cut))) cut--;
      if (line) lines.push(line);
      lines.push(word.slice(0, cut));
      line = '';
      word = word.slice(cut);
    }
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}

export const DIARY_TITLE = 'Gambling Diary';
const W = 792;
const H = 612;
const M = 36;
const SIZE = 8;
const LINE = 10;
const BOTTOM = M + 20;

const COLUMNS = [
  { title: 'Date', width: 62, right: false },
  { title: 'Time', width: 30, right: false },
  { title: 'Type of wager', width: 104, right: false },
  { title: 'Establishment and address', width: 130, right: false },
  { title: 'Machine', width: 74, right: false },
  { title: 'Won', width: 56, right: true },
  { title: 'Lost', width: 56, right: true },
  { title: 'Free play', width: 50, right: true },
  { title: 'With', width: 78, right: false },
  { title: 'Notes', width: 80, right: false },
] as const;

const usd = (n: number | null) => (n === null ? '-' : formatUsd(toCents(n)));

/** Two hex digits per byte, for the `<...> Tj` strings of a content stream. */
const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0').toUpperCase());
/** pdfSafe text as a hex string: WinAnsi (the standard fonts' encoding) is Latin-1 for every character pdfSafe keeps. */
const hexText = (s: string) => {
  let h = '';
  for (let i = 0; i < s.length; i++) h += HEX[s.charCodeAt(i)];
  return `<${h}>`;
};
const pt = (n: number) => String(Math.round(n * 100) / 100);

/**
 * The diary as PDF bytes. A year of a serious player is thousands of rows (40,000 strings over 100+ pages):
 * pdf-lib's drawText builds some ten objects per string, so the text and lines are written here as content
 * stream operators (one BT..ET per string, hex strings in the font's WinAnsi encoding), one stream per page.
 */
export async function buildDiaryPdf<F extends PdfFont>(lib: PdfLib<F>, playerName: string, diary: Diary, today: string): Promise<Uint8Array> {
  const doc = await lib.PDFDocument.create();
  doc.setTitle(`${DIARY_TITLE} ${diary.year}`);
  const font = await doc.embedFont(lib.StandardFonts.Helvetica);
  const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
  interface Sheet {
    page: PdfPage<F>;
    ops: string[];
    /** The fonts' names in the page's resources. */
    regular: string;
    heavy: string;
  }
  const pages: Sheet[] = [];
  let sheet: Sheet;
  let y = 0;

  const newPage = () => {
    const page = doc.addPage([W, H]);
    sheet = {
      page,
      ops: [],
      regular: page.node.newFontDictionary('F', font.ref as never).toString(),
      heavy: page.node.newFontDictionary('FB', bold.ref as never).toString(),
    };
    pages.push(sheet);
    y = H - M;
  };
  /** `text` (already pdfSafe) with its baseline at (x, baseline). */
  const text = (t: string, x: number, baseline: number, size: number, f: F) =>
    sheet.ops.push(`BT ${f === bold ? sheet.heavy : sheet.regular} ${size} Tf 1 0 0 1 ${pt(x)} ${pt(baseline)} Tm ${hexText(t)} Tj ET`);
  const write = (s: string, size: number, f: F, x = M) => {
    text(pdfSafe(s), x, y - size, size, f);
    y -= size + 6;
  };
  const rule = () => sheet.ops.push(`0.6 w ${M} ${pt(y)} m ${W - M} ${pt(y)} l S`);

  // The same texts come back row after row (casino and address, dates, amounts): each is wrapped and measured once.
  const wrapped = new Map<string, string[]>();
  const wrap = (v: string, f: F, width: number) => {
    const key = `${f === bold ? 'B' : 'R'}${width}|${v}`;
    let lines = wrapped.get(key);
    if (!lines) wrapped.set(key, (lines = wrapText(v, f, SIZE, width)));
    return lines;
  };
  const widths = new Map<string, number>();
  const widthOf = (l: string, f: F) => {
    const key = `${f === bold ? 'B' : 'R'}|${l}`;
    let w = widths.get(key);
    if (w === undefined) widths.set(key, (w = f.widthOfTextAtSize(l, SIZE)));
    return w;
  };

  /** One table row with wrapped cells; starts a new page (with the header again) when it does not fit. */
  const table = <C extends readonly { title: string; width: number; right: boolean }[]>(columns: C) => {
    const drawCells = (values: string[], f: F) => {
      const cells = values.map((v, i) => wrap(v, f, columns[i].width - 6));
      const height = Math.max(...cells.map((c) => c.length)) * LINE + 4;
      return { cells, height };
    };
    const paint = (cells: string[][], f: F, height: number) => {
      let x = M;
      cells.forEach((lines, i) => {
        lines.forEach((l, k) => {
          if (!l) return;
          const tx = columns[i].right ? x + columns[i].width - 12 - widthOf(l, f) : x;
          text(l, tx, y - SIZE - k * LINE, SIZE, f);
        });
        x += columns[i].width;
      });
      y -= height;
    };
    const header = () => {
      const h = drawCells(columns.map((c) => c.title), bold);
      paint(h.cells, bold, h.height);
      rule();
      y -= 3;
    };
    header();
    return (values: string[]) => {
      const row = drawCells(values, font);
      if (y - row.height < BOTTOM) {
        newPage();
        header();
      }
      paint(row.cells, font, row.height);
    };
  };

  newPage();
  write(`${DIARY_TITLE} ${diary.year}`, 18, bold);
  const players = diary.players ?? [];
  const joint = players.length > 0;
  write(joint ? `Players: ${players.join(' and ')} (a joint return: married filing jointly)` : `Player: ${playerName}`, 11, font);
  write(`Period: ${formatDate(`${diary.year}-01-01`)} to ${formatDate(`${diary.year}-12-31`)}. Prepared ${formatDate(today)} from the player's own records.`, 9, font);
  write('1. Sessions: one per casino per calendar day (IRS Notice 2015-21). Only these rows add up to the totals below them.', 9, font);
  write('2. Diary entries: every casino session and slot session, as evidence; their results are already inside the sessions.', 9, font);
  write('   Won and lost count your own money: a slot session\'s free play (the casino\'s money) is listed apart, its jackpots in section 3.', 9, font);
  write('3. W-2G forms and jackpots below the threshold: income already inside the sessions, listed to match the forms.', 9, font);
  y -= 4;

  const section = (title: string, need: number) => {
    y -= 10;
    if (y - need < BOTTOM) newPage();
    write(title, 12, bold);
  };
  const signedUsd = (n: number) => `${n < 0 ? '-' : n > 0 ? '+' : ''}${usd(Math.abs(n))}`;

  section('1. Sessions (counted in the totals)', 60);
  const sessionRow = table([
    { title: 'Date', width: 70, right: false },
    { title: 'Establishment and address', width: 250, right: false },
    { title: 'Session result', width: 90, right: true },
    { title: 'Notes', width: 310, right: false },
  ] as const);
  if (!joint && diary.sessions.length === 0) sessionRow(['-', 'No sessions in this year.', '', '']);
  // A joint diary lists each player's sessions under their name; the totals below are the household's.
  for (const name of joint ? players : ['']) {
    const own = diary.sessions.filter((x) => !joint || x.player === name);
    if (joint) sessionRow(['', `Sessions of ${name}`, '', own.length === 0 ? 'No sessions in this year.' : '']);
    for (const x of own) sessionRow([formatDate(x.date), [x.establishment, x.address].filter(Boolean).join(', '), signedUsd(x.net), x.notes]);
  }

  const t = diary.totals;
  const lines = [
    `Sessions (one per casino per calendar day, slots): ${t.sessions}: ${t.winning} winning, ${t.losing} losing`,
    `Total session gains: ${usd(t.gains)} (gambling income)`,
    `Total session losses: ${usd(t.losses)} (an itemised deduction)`,
    `Net result: ${t.net < 0 ? '-' : ''}${usd(Math.abs(t.net))}`,
    `Deductible losses estimate (if itemising; not tax advice): ${usd(diary.loss.deductible)}`,
    `Rule applied: ${diary.loss.rule}`,
  ];
  section('Session method totals (IRS Notice 2015-21)', lines.length * 17 + 10);
  for (const l of lines) write(l, 10, l.startsWith('Net') || l.startsWith('Deductible') ? bold : font);

  section('2. Diary entries (evidence: not added to the totals)', 60);
  const row = table(COLUMNS);
  if (diary.entries.length === 0) row([formatDate(`${diary.year}-01-01`), '', 'No play recorded in this year.', '', '', '', '', '', '', '']);
  for (const e of diary.entries) {
    const free = e.freePlay ? usd(e.freePlay) : '-';
    row([formatDate(e.date), e.time, [e.player, e.kind, e.wager].filter(Boolean).join(': '), [e.establishment, e.address].filter(Boolean).join(', '), e.machine || '-', usd(e.won), usd(e.lost), free, e.with, e.notes]);
  }

  const jackpotColumns = [
    { title: 'Date', width: 70, right: false },
    { title: 'Payer (establishment)', width: 200, right: false },
    { title: 'Amount', width: 80, right: true },
    { title: 'Federal tax withheld', width: 100, right: true },
    { title: 'State', width: 40, right: false },
    { title: 'State winnings', width: 80, right: true },
    { title: 'State tax withheld', width: 90, right: true },
  ] as const;
  const jackpotCells = (j: DiaryJackpot) => [formatDate(j.date), [j.player, j.establishment].filter(Boolean).join(': '), usd(j.amount), usd(j.taxWithheld), j.state || '-', usd(j.stateWinnings), usd(j.stateTaxWithheld)];
  const met = diary.jackpots.filter((j) => j.metThreshold);
  const below = diary.jackpots.filter((j) => !j.metThreshold);

  section('3. W-2G forms received', 60);
  const jackpotRow = table(jackpotColumns);
  if (met.length === 0) jackpotRow(['-', 'No W-2G forms in this year.', '', '', '', '', '']);
  for (const j of met) jackpotRow(jackpotCells(j));
  const sum = (rows: DiaryJackpot[], pick: (j: DiaryJackpot) => number | null) => rows.reduce((acc, j) => acc + toCents(pick(j) ?? 0), 0);
  const stateKnown = met.some((j) => j.stateTaxWithheld !== null);
  jackpotRow(['Total', `${met.length} W-2G`, formatUsd(sum(met, (j) => j.amount)), formatUsd(sum(met, (j) => j.taxWithheld)), '', '', stateKnown ? formatUsd(sum(met, (j) => j.stateTaxWithheld)) : '-']);

  section('Below the W-2G threshold: no form is issued, still taxable income', 60);
  const belowRow = table(jackpotColumns);
  if (below.length === 0) belowRow(['-', 'None in this year.', '', '', '', '', '']);
  for (const j of below) belowRow(jackpotCells(j));
  if (below.length > 0) belowRow(['Total', `${below.length} jackpot${below.length === 1 ? '' : 's'}`, formatUsd(sum(below, (j) => j.amount)), '', '', '', '']);

  pages.forEach((p, i) => {
    sheet = p;
    text(`${DIARY_TITLE} ${diary.year} - Page ${i + 1} of ${pages.length}`, W - M - 150, M - 14, 8, font);
    p.page.node.addContentStream(doc.context.register(doc.context.flateStream(p.ops.join('\n')) as never) as never);
  });
  return doc.save();
}
