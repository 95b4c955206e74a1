import { formatCurrency } from '@/lib/money';
import type { DateRange } from './date-range';

/** What the report search looks at in a jackpot row. */
export interface SearchableJackpot {
  jackpot_date: string;
  amount: number;
  notes: string | null;
  casino: { name: string | null } | null;
  slot_machine: { name: string | null; slot_name: string | null } | null;
}

/**
 * The lower-case text a jackpot is searched in: casino name, machine name, machine slot name, the amount
 * (as 1234.5, 1234.50, $1,234.50) and the notes. Build once per row list, then filter per keystroke.
 */
export function jackpotHaystack(j: SearchableJackpot): string {
  const amount = Number(j.amount);
  return [
    j.casino?.name,
    j.slot_machine?.name,
    j.slot_machine?.slot_name,
    String(amount),
    amount.toFixed(2),
    formatCurrency(amount),
    j.notes,
  ]
    .filter((part): part is string => typeof part === 'string' && part !== '')
    .join('\n')
    .toLowerCase();
}

export function buildJackpotHaystacks(rows: readonly SearchableJackpot[]): string[] {
  return rows.map(jackpotHaystack);
}

/**
 * Rows whose haystack holds the query (case-insensitive, trimmed) and whose jackpot_date is in the range.
 * `haystacks[i]` belongs to `rows[i]`.
 */
export function filterJackpots<T extends SearchableJackpot>(
  rows: readonly T[],
  haystacks: readonly string[],
  query: string,
  range: DateRange,
): T[] {
  const q = query.trim().toLowerCase();
  const out: T[] = [];
  for (let i = 0; i < rows.length; i++) {
    const d = rows[i].jackpot_date;
    if (d < range.start || d > range.end) continue;
    if (q && !haystacks[i].includes(q)) continue;
    out.push(rows[i]);
  }
  return out;
}
