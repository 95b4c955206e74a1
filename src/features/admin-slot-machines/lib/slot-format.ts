/** Table formatting of the slot catalog (spec part 2 §2.11, §9). */

import { formatUsd } from '@/lib/number-format';

export const NOT_AVAILABLE = 'N/A';

type Numeric = number | string | null | undefined;

function asNumber(v: Numeric): number | null {
  if (v == null || v === '') return null;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : null;
}

/** Denomination in dollars with 4 decimals ("$0.0100"), or 'N/A'. */
export function formatDenomination(v: Numeric): string {
  const n = asNumber(v);
  return n == null ? NOT_AVAILABLE : formatUsd(n, 4);
}

/** "$0.40 - $8.00"; one side alone when the other is missing; 'N/A' when both are. */
export function formatBetRange(min: Numeric, max: Numeric): string {
  const lo = asNumber(min);
  const hi = asNumber(max);
  if (lo == null && hi == null) return NOT_AVAILABLE;
  if (lo != null && hi != null) return `${formatUsd(lo, 2)} - ${formatUsd(hi, 2)}`;
  return lo != null ? `Min ${formatUsd(lo, 2)}` : `Max ${formatUsd(hi as number, 2)}`;
}

/** The text, or 'N/A' when blank. */
export function orNotAvailable(v: string | null | undefined): string {
  return v && v.trim() !== '' ? v : NOT_AVAILABLE;
}
