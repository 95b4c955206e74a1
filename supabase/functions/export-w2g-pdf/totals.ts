/** Money and date helpers of the W-2G report (pure). */

export interface MoneyRow {
  amount: number | string | null;
  tax_withheld: number | string | null;
}

export interface Totals {
  count: number;
  /** Whole cents, so sums of 2-decimal amounts are exact. */
  amountCents: number;
  taxCents: number;
}

/** A 2-decimal amount (number or numeric string) in whole cents; null/invalid = 0. */
export function toCents(value: number | string | null | undefined): number {
  const n = typeof value === 'string' ? Number(value) : (value ?? 0);
  return Number.isFinite(n) ? Math.round(n * 100) : 0;
}

export function computeTotals(rows: readonly MoneyRow[]): Totals {
  let amountCents = 0;
  let taxCents = 0;
  for (const r of rows) {
    amountCents += toCents(r.amount);
    taxCents += toCents(r.tax_withheld);
  }
  return { count: rows.length, amountCents, taxCents };
}

/** US dollars with 2 decimals and thousands separators: 123456 -> "$1,234.56". */
export function formatUsd(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  const dollars = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/** The totals lines printed under the table. */
export function totalsLines(t: Totals): string[] {
  return [`Total Jackpots: ${t.count}`, `Total Amount: ${formatUsd(t.amountCents)}`, `Total Tax Withheld: ${formatUsd(t.taxCents)}`];
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A real calendar date in yyyy-mm-dd form? */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** yyyy-mm-dd -> 'MMM dd, yyyy' (the spec's date format). */
export function formatDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${MONTHS[Number(m) - 1]} ${d}, ${y}`;
}

/** hh:mm:ss -> HH:mm. */
export const formatTime = (time: string | null | undefined): string => (time ?? '').slice(0, 5);
