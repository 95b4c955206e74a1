/**
 * The one-page summary for the tax preparer: the figures of the year for the return (gambling income for Schedule 1,
 * the W-2G forms and their withholding, the losses for Schedule A if the player itemises) and the rule used. The app
 * works every figure and every word of the rule out with its one tax engine (src/lib/tax/tax-rules.ts,
 * session-method.ts) and sends them; this module checks their shape and prints them. pdf-lib is passed in.
 */
import { HttpError } from '../_shared/http.ts';
import { wrapText } from '../export-w2g-pdf/diary.ts';
import { pdfSafe, type PdfFont, type PdfLib } from '../export-w2g-pdf/pdf.ts';
import { formatDate, formatUsd, toCents } from '../export-w2g-pdf/totals.ts';

export interface TaxSummary {
  year: number;
  /** True for a joint return (the household's figures). */
  joint: boolean;
  /** Where gambling income goes on the year's return, e.g. "Schedule 1 (Form 1040), line 8b". */
  incomeLine: string;
  income: number;
  /** One sentence: why the income is not the W-2G total ('' when they are the same). */
  why: string;
  w2g: { count: number; total: number; federal: number; state: number | null };
  /** Where the losses go, e.g. "Schedule A (Form 1040), line 16". */
  deductionLine: string;
  deduction: number;
  /** One sentence: what the deduction is made of. */
  deductionDetail: string;
  sessions: { count: number; winning: number; losing: number; gains: number; losses: number; net: number };
  /** The year's loss rule in words, and its sources (tax-rules.ts). */
  rule: string;
  sources: string[];
  /** Each player's own figures on a joint return (empty for one player). */
  parts: { name: string; gains: number; losses: number; w2gTotal: number }[];
}

const text = (v: unknown, max: number) => (typeof v === 'string' ? v.slice(0, max) : '');
const num = (v: unknown, name: string) => {
  if (typeof v !== 'number' || !Number.isFinite(v) || Math.abs(v) > 1e12) throw new HttpError(400, `summary.${name} must be a number`);
  return v;
};
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** The summary of a request body, every field checked; 400 when its shape is wrong. */
export function parseSummary(value: unknown): TaxSummary {
  const s = obj(value);
  const year = s.year;
  if (typeof year !== 'number' || !Number.isInteger(year) || year < 1900 || year > 2200)
    throw new HttpError(400, 'summary.year must be a year');
  const w2g = obj(s.w2g);
  const sessions = obj(s.sessions);
  const list = (v: unknown, name: string, max: number) => {
    if (!Array.isArray(v) || v.length > max) throw new HttpError(400, `summary.${name} must be a list of at most ${max}`);
    return v;
  };
  return {
    year,
    joint: s.joint === true,
    incomeLine: text(s.incomeLine, 120),
    income: num(s.income, 'income'),
    why: text(s.why, 600),
    w2g: {
      count: num(w2g.count, 'w2g.count'),
      total: num(w2g.total, 'w2g.total'),
      federal: num(w2g.federal, 'w2g.federal'),
      state: w2g.state === null ? null : num(w2g.state, 'w2g.state'),
    },
    deductionLine: text(s.deductionLine, 120),
    deduction: num(s.deduction, 'deduction'),
    deductionDetail: text(s.deductionDetail, 300),
    sessions: {
      count: num(sessions.count, 'sessions.count'),
      winning: num(sessions.winning, 'sessions.winning'),
      losing: num(sessions.losing, 'sessions.losing'),
      gains: num(sessions.gains, 'sessions.gains'),
      losses: num(sessions.losses, 'sessions.losses'),
      net: num(sessions.net, 'sessions.net'),
    },
    rule: text(s.rule, 300),
    sources: list(s.sources, 'sources', 10).map((x) => text(x, 300)),
    parts: list(s.parts ?? [], 'parts', 2).map((raw, i) => {
      const p = obj(raw);
      return {
        name: text(p.name, 120),
        gains: num(p.gains, `parts.${i}.gains`),
        losses: num(p.losses, `parts.${i}.losses`),
        w2gTotal: num(p.w2gTotal, `parts.${i}.w2gTotal`),
      };
    }),
  };
}

export const SUMMARY_TITLE = 'Gambling summary for the tax return';
const W = 612;
const H = 792;
const M = 48;
const usd = (n: number) => formatUsd(toCents(n));

/** The summary as a one-page PDF (letter, portrait). */
export async function buildSummaryPdf<F extends PdfFont>(
  lib: PdfLib<F>,
  players: string[],
  s: TaxSummary,
  today: string,
): Promise<Uint8Array> {
  const doc = await lib.PDFDocument.create();
  doc.setTitle(`${SUMMARY_TITLE} ${s.year}`);
  const font = await doc.embedFont(lib.StandardFonts.Helvetica);
  const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
  const page = doc.addPage([W, H]);
  let y = H - M;
  const line = (t: string, size: number, f: F, x = M, width = W - 2 * M) => {
    for (const l of wrapText(t, f, size, width - (x - M))) {
      y -= size + 4;
      page.drawText(l, { x, y, size, font: f });
    }
  };
  /** A label and its figure on one line, the figure at the right margin. */
  const figure = (label: string, value: string) => {
    y -= 18;
    page.drawText(pdfSafe(label), { x: M, y, size: 11, font: bold });
    page.drawText(value, { x: W - M - bold.widthOfTextAtSize(value, 13), y, size: 13, font: bold });
  };
  const gap = (n = 8) => (y -= n);

  line(`${SUMMARY_TITLE}: tax year ${s.year}`, 16, bold);
  line(s.joint ? `Joint return (married filing jointly): ${players.join(' and ')}` : `Player: ${players.join(', ')}`, 11, font);
  line(`Prepared ${formatDate(today)} from the player's own records (Slot Play Tracker). An estimate, not tax advice.`, 9, font);
  gap(10);

  figure(`Gambling income: ${s.incomeLine}`, usd(s.income));
  line('What the winning sessions added up to (one session per casino per calendar day, IRS Notice 2015-21).', 9, font);
  if (s.why) line(s.why, 9, font);
  gap();
  figure('W-2G forms', `${s.w2g.count} form${s.w2g.count === 1 ? '' : 's'}, ${usd(s.w2g.total)}`);
  line(
    `Federal income tax withheld (box 4): ${usd(s.w2g.federal)}. State income tax withheld (box 15): ${s.w2g.state === null ? 'not recorded' : usd(s.w2g.state)}.`,
    9,
    font,
  );
  gap();
  figure(`Gambling losses, if itemising: ${s.deductionLine}`, usd(s.deduction));
  if (s.deductionDetail) line(s.deductionDetail, 9, font);
  line(`Rule used: ${s.rule}`, 9, bold);
  gap(10);

  line('Sessions of the year', 11, bold);
  const t = s.sessions;
  line(
    `${t.count} sessions (${t.winning} winning, ${t.losing} losing). Gains ${usd(t.gains)}; losses ${usd(t.losses)}; net ${usd(t.net)}.`,
    9,
    font,
  );
  for (const p of s.parts)
    line(`${p.name}: session gains ${usd(p.gains)}, session losses ${usd(p.losses)}, W-2G forms ${usd(p.w2gTotal)}.`, 9, font, M + 12);
  if (s.joint) line("On a joint return both spouses' gains are added, and their losses, before the rule is applied once.", 9, font);
  gap(10);

  line('Sources', 11, bold);
  for (const src of [...s.sources, 'IRS Notice 2015-21 (session method for slot machines); IRS Publication 529 (gambling diary)'])
    line(`- ${src}`, 8, font);
  line("The gambling diary (PDF and CSV), the W-2G images and the casinos' statements are in the same packet.", 8, font);
  return doc.save();
}
