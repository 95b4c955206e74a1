/**
 * Builds the W-2G Jackpot Report PDF. pdf-lib is passed in (the `PdfLib` shape below) so this
 * module has no npm import: index.ts passes `npm:pdf-lib@1` under Deno, tests pass `pdf-lib`.
 */
import { computeTotals, formatDate, formatUsd, totalsLines, type MoneyRow } from './totals.ts';

export interface PdfFont {
  widthOfTextAtSize(text: string, size: number): number;
  /** The font's object in the file (resources of a page written by hand name it). */
  readonly ref: unknown;
}
/** Optional fields, as in pdf-lib, so the real module is assignable to `PdfLib`. */
interface TextOptions<F> {
  x?: number;
  y?: number;
  size?: number;
  font?: F;
}
export interface PdfPage<F> {
  drawText(text: string, options: TextOptions<F>): void;
  drawLine(options: { start: { x: number; y: number }; end: { x: number; y: number }; thickness?: number }): void;
  /** The page's dictionary: a content stream written by hand is added here, with the fonts it names. */
  readonly node: { addContentStream(ref: never): void; newFontDictionary(tag: string, fontRef: never): { toString(): string } };
}
export interface PdfDocument<F> {
  embedFont(name: string): Promise<F>;
  addPage(size: [number, number]): PdfPage<F>;
  setTitle(title: string): void;
  save(): Promise<Uint8Array>;
  /** Makes a compressed content stream from operators written by hand and registers it (its ref). */
  readonly context: { flateStream(contents: string): unknown; register(object: never): unknown };
}
/** The part of pdf-lib this module uses (generic in the font type so the real module fits). */
export interface PdfLib<F extends PdfFont> {
  PDFDocument: { create(): Promise<PdfDocument<F>> };
  StandardFonts: { Helvetica: string; HelveticaBold: string };
}

export interface ReportRow extends MoneyRow {
  date: string;
  time: string;
  casino: string;
  slot: string;
  /** The casino gave a W-2G form for it ("Received"); else a jackpot with no form ("No form"). */
  w2gReceived: boolean;
  notes: string;
}

export interface Report {
  playerName: string;
  start: string;
  end: string;
  rows: readonly ReportRow[];
}

export const TITLE = 'W-2G Jackpot Report';

/** Letter, landscape. */
export const LAYOUT = {
  width: 792,
  height: 612,
  margin: 40,
  rowHeight: 16,
  fontSize: 9,
  /** y of the first table header on page 1 (below title, name, range) and on later pages. */
  firstTableTop: 612 - 40 - 80,
  tableTop: 612 - 40,
  /** Lowest y a table row may use (room for the page footer). */
  bottom: 40 + 24,
} as const;

const COLUMNS = [
  { title: 'Date', width: 72, align: 'left' },
  { title: 'Time', width: 40, align: 'left' },
  { title: 'Casino', width: 140, align: 'left' },
  { title: 'Slot Machine', width: 125, align: 'left' },
  { title: 'Amount', width: 75, align: 'right' },
  { title: 'Tax Withheld', width: 75, align: 'right' },
  { title: 'W-2G', width: 60, align: 'left' },
  { title: 'Notes', width: 125, align: 'left' },
] as const;

/** Table rows that fit under a header starting at `top`. */
const rowsFitting = (top: number) => Math.floor((top - LAYOUT.rowHeight - LAYOUT.bottom) / LAYOUT.rowHeight);

/** How many table rows go on each page (always at least one page). */
export function paginate(rowCount: number): number[] {
  const pages: number[] = [];
  let left = rowCount;
  let capacity = rowsFitting(LAYOUT.firstTableTop);
  do {
    const n = Math.min(left, capacity);
    pages.push(n);
    left -= n;
    capacity = rowsFitting(LAYOUT.tableTop);
  } while (left > 0);
  return pages;
}

/** Standard PDF fonts encode WinAnsi only: map common typography, replace the rest. */
export function pdfSafe(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/[^\x20-\x7E\xA0-\xFF]/gu, '?');
}

/** Cuts `text` with an ellipsis so it fits `width` points. */
function fit(text: string, font: PdfFont, size: number, width: number): string {
  const safe = pdfSafe(text);
  if (font.widthOfTextAtSize(safe, size) <= width) return safe;
  let cut = safe;
  while (cut.length > 0 && font.widthOfTextAtSize(`${cut}...`, size) > width) cut = cut.slice(0, -1);
  return `${cut}...`;
}

function cells(row: ReportRow): string[] {
  const t = computeTotals([row]);
  return [formatDate(row.date), row.time, row.casino, row.slot, formatUsd(t.amountCents), formatUsd(t.taxCents), row.w2gReceived ? 'Received' : 'No form', row.notes];
}

/** The report as PDF bytes: title, player, range, paginated table, totals, page numbers. */
export async function buildW2gPdf<F extends PdfFont>(lib: PdfLib<F>, report: Report): Promise<Uint8Array> {
  const doc = await lib.PDFDocument.create();
  doc.setTitle(TITLE);
  const font = await doc.embedFont(lib.StandardFonts.Helvetica);
  const bold = await doc.embedFont(lib.StandardFonts.HelveticaBold);
  const { margin, rowHeight, fontSize: size } = LAYOUT;
  const right = LAYOUT.width - margin;

  const drawRow = (page: PdfPage<F>, values: string[], y: number, f: F) => {
    let x = margin;
    COLUMNS.forEach((col, i) => {
      const text = fit(values[i] ?? '', f, size, col.width - 6);
      const tx = col.align === 'right' ? x + col.width - 6 - f.widthOfTextAtSize(text, size) : x;
      page.drawText(text, { x: tx, y, size, font: f });
      x += col.width;
    });
  };
  const drawHeader = (page: PdfPage<F>, top: number) => {
    drawRow(page, COLUMNS.map((c) => c.title), top - 12, bold);
    page.drawLine({ start: { x: margin, y: top - rowHeight }, end: { x: right, y: top - rowHeight }, thickness: 0.8 });
  };

  const pages: PdfPage<F>[] = [];
  let index = 0;
  let y = 0;
  paginate(report.rows.length).forEach((count, p) => {
    const page = doc.addPage([LAYOUT.width, LAYOUT.height]);
    pages.push(page);
    let top: number = LAYOUT.tableTop;
    if (p === 0) {
      page.drawText(TITLE, { x: margin, y: LAYOUT.height - margin - 18, size: 18, font: bold });
      page.drawText(pdfSafe(`Player: ${report.playerName}`), { x: margin, y: LAYOUT.height - margin - 42, size: 11, font });
      page.drawText(`Date range: ${formatDate(report.start)} to ${formatDate(report.end)}`, { x: margin, y: LAYOUT.height - margin - 58, size: 11, font });
      top = LAYOUT.firstTableTop;
    }
    drawHeader(page, top);
    y = top - rowHeight;
    for (let i = 0; i < count; i++, index++) {
      y -= rowHeight;
      drawRow(page, cells(report.rows[index]), y + 4, font);
    }
  });

  const forms = report.rows.filter((r) => r.w2gReceived).length;
  const lines =
    report.rows.length === 0
      ? ['No W-2G jackpots in this date range.', ...totalsLines(computeTotals([]))]
      : [
          ...totalsLines(computeTotals(report.rows)),
          `W-2G forms received: ${forms}; jackpots with no form: ${report.rows.length - forms}`,
        ];
  let page = pages[pages.length - 1];
  if (y - (lines.length + 1) * rowHeight < LAYOUT.bottom) {
    page = doc.addPage([LAYOUT.width, LAYOUT.height]);
    pages.push(page);
    y = LAYOUT.tableTop;
  }
  page.drawLine({ start: { x: margin, y: y - 4 }, end: { x: right, y: y - 4 }, thickness: 0.8 });
  lines.forEach((line, i) => page.drawText(line, { x: margin, y: y - 4 - (i + 1) * rowHeight, size: 10, font: bold }));

  pages.forEach((pg, i) => pg.drawText(`Page ${i + 1} of ${pages.length}`, { x: right - 60, y: margin - 16, size: 8, font }));
  return doc.save();
}
