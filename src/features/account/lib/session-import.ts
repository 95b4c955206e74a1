import { readCsv, toCsv } from '@/lib/csv';
import { MAX_MONEY } from '@/lib/money';

/** The import template's columns (the header row of the file). */
export const IMPORT_COLUMNS = ['Date', 'Time', 'Casino', 'City', 'Machine number', 'Money in', 'Money out', 'With', 'Notes'] as const;

/** The template: the header and one example row. */
export const importTemplateCsv = () =>
  toCsv(IMPORT_COLUMNS, [['2025-03-01', '14:30', 'Bellagio', 'Las Vegas', 'B-101', 200, 350.5, 'Pat', 'Bonus round twice']]);

export interface CasinoRef {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
}

export interface ImportRow {
  /** Line in the file (the header is line 1). */
  line: number;
  date: string;
  time: string;
  casinoName: string;
  city: string;
  machine: string;
  coinsIn: number;
  coinsOut: number;
  with: string;
  notes: string;
  key: string;
  /** refused: why; ambiguous: pick one of `candidates`; accepted: `casinoId` is set. */
  status: 'accepted' | 'refused' | 'ambiguous';
  reason: string | null;
  casinoId: string | null;
  candidates: CasinoRef[];
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

const validDate = (s: string) => {
  if (!DATE.test(s)) return false;
  const [y, m, d] = s.split('-').map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
};

/** "$1,234.50" -> 1234.5; null when not an amount >= 0 with at most 2 decimals. */
export function parseAmount(s: string): number | null {
  const t = s.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  const n = Number(t);
  return n <= MAX_MONEY ? n : null;
}

/** A stable key of a row's content (53-bit string hash, hex): the same row always gets the same key. */
export function rowKey(parts: readonly string[]): string {
  const str = parts.map(norm).join('\u241f');
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `csv:${(h2 >>> 0).toString(16).padStart(8, '0')}${(h1 >>> 0).toString(16).padStart(8, '0')}`;
}

/** Checks every row of an import file; nothing is written here. Throws when the header is not the template's. */
export function checkImport(text: string, casinos: readonly CasinoRef[]): ImportRow[] {
  const [header, ...rows] = readCsv(text);
  if (!header || IMPORT_COLUMNS.some((c, i) => norm(header[i] ?? '') !== norm(c))) {
    throw new Error(`The first row must be the template's header: ${IMPORT_COLUMNS.join(', ')}`);
  }
  const seen = new Map<string, number>();
  // Casinos whose name and city match (case and spacing ignored), by name and city: built once, as matching each
  // row against every casino took a second for 5,000 rows on a phone.
  const byNameAndCity = new Map<string, CasinoRef[]>();
  const placeKey = (name: string, city: string) => `${norm(name)}\u241f${norm(city)}`;
  for (const c of casinos) {
    const k = placeKey(c.name, c.city ?? '');
    byNameAndCity.set(k, [...(byNameAndCity.get(k) ?? []), c]);
  }
  return rows.map((cells, i) => {
    const [date = '', time = '', casinoName = '', city = '', machine = '', moneyIn = '', moneyOut = '', withWho = '', notes = ''] =
      cells.map((c) => c.trim());
    const coinsIn = parseAmount(moneyIn);
    const coinsOut = parseAmount(moneyOut);
    const line = i + 2;
    const key = rowKey([date, time.slice(0, 5), casinoName, city, machine, String(coinsIn), String(coinsOut), withWho, notes]);
    const base = {
      line,
      date,
      time,
      casinoName,
      city,
      machine,
      coinsIn: coinsIn ?? 0,
      coinsOut: coinsOut ?? 0,
      with: withWho,
      notes,
      key,
      casinoId: null,
      candidates: [],
    };
    const refuse = (reason: string): ImportRow => ({ ...base, status: 'refused', reason });
    if (!validDate(date)) return refuse('Date must be a real date as yyyy-mm-dd');
    if (!TIME.test(time)) return refuse('Time must be HH:mm (24-hour)');
    if (!casinoName) return refuse('Casino is required');
    if (coinsIn === null) return refuse('Money in must be an amount of 0 or more');
    if (coinsOut === null) return refuse('Money out must be an amount of 0 or more');
    if (machine.length > 100) return refuse('Machine number: at most 100 characters');
    if (withWho.length > 200) return refuse('With: at most 200 characters');
    if (notes.length > 2000) return refuse('Notes: at most 2000 characters');
    const dup = seen.get(key);
    if (dup !== undefined) return refuse(`Same as line ${dup}`);
    seen.set(key, line);
    const found = byNameAndCity.get(placeKey(casinoName, city)) ?? [];
    if (found.length === 0) return refuse(`No casino named "${casinoName}" in "${city || 'no city'}"`);
    if (found.length > 1) return { ...base, status: 'ambiguous', reason: `${found.length} casinos match: choose one`, candidates: found };
    return { ...base, status: 'accepted', reason: null, casinoId: found[0].id };
  });
}
