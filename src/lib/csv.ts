/**
 * CSV: the one module that writes CSV files (RFC 4180) and downloads them.
 *
 * Cell rule:
 * - Text cells (strings) are neutralised against formula injection: a cell starting with `=`, `+`, `-`, `@`,
 *   a tab or a carriage return gets a leading single quote (`'`) and is then always quoted.
 * - Numeric cells are written as numbers and never neutralised, so a negative amount stays `-12.50`.
 *   Pass a JS number, or `csvNumber(n, decimals)` for a fixed number of decimals (CSV amounts use 2).
 * - A cell is quoted when it holds a comma, a double quote, CR or LF (inner quotes doubled), when it was
 *   neutralised, or always with `{ quoteAll: true }`.
 * - Records end with CRLF; null and undefined are empty cells.
 */

/** A number already formatted for CSV (digits, optional sign and decimal point); written as is. */
export interface CsvNumeric {
  readonly numeric: string;
}

export type CsvCell = string | number | boolean | null | undefined | CsvNumeric;

export interface CsvOptions {
  /** Quote every cell, numbers and empty cells included. */
  quoteAll?: boolean;
}

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
const NUMERIC = /^-?\d+(\.\d+)?$/;

/** A number with a fixed count of decimals, e.g. csvNumber(1234.5, 2) -> 1234.50. */
export function csvNumber(n: number, decimals = 2): CsvNumeric {
  const value = Number.isFinite(n) ? n : 0;
  const text = value.toFixed(decimals);
  return { numeric: text === `-${(0).toFixed(decimals)}` ? (0).toFixed(decimals) : text };
}

/** True when a text cell would be read as a formula by a spreadsheet. */
export function isFormulaLike(text: string): boolean {
  return FORMULA_START.test(text);
}

/** Prefixes formula-like text with a single quote; other text is returned unchanged. */
export function neutralizeFormula(text: string): string {
  return isFormulaLike(text) ? `'${text}` : text;
}

const quote = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** One CSV cell per the module's rule. */
export function csvCell(value: CsvCell, { quoteAll = false }: CsvOptions = {}): string {
  if (value == null) return quoteAll ? '""' : '';
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'object') {
    const text = typeof value === 'object' ? value.numeric : typeof value === 'number' && !Number.isFinite(value) ? '' : String(value);
    // Numeric cells are not text: never neutralised. Anything that is not a plain number falls back to text.
    if (typeof value === 'boolean' || NUMERIC.test(text) || text === '') return quoteAll ? quote(text) : text;
    return csvCell(text, { quoteAll });
  }
  const neutral = neutralizeFormula(value);
  return quoteAll || neutral !== value || NEEDS_QUOTES.test(neutral) ? quote(neutral) : neutral;
}

/** A CSV document: header row, then rows; CRLF after every record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[], options: CsvOptions = {}): string {
  const line = (cells: readonly CsvCell[]) => cells.map((c) => csvCell(c, options)).join(',');
  let out = line(header) + '\r\n';
  for (const row of rows) out += line(row) + '\r\n';
  return out;
}

/** Saves a Blob as a file through a temporary object URL (revoked afterwards). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoke on the next task: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Downloads CSV text as `fileName` (text/csv, UTF-8). */
export function downloadCsv(csv: string, fileName: string): void {
  downloadBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

/**
 * Reads CSV text (RFC 4180: quoted cells, doubled quotes, CRLF or LF; a leading BOM is dropped) into rows of
 * cells. Blank lines are skipped. A cell this module wrote with a neutralising quote keeps it (`'=1`).
 */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
