import { formatCurrency } from '@/lib/money';

/** The spec's sources (ATM, Credit Card, Marker) after 'Cash' (from the pocket), the default of a new entry. */
export const CASH_SOURCES = ['Cash', 'ATM', 'Credit Card', 'Marker'] as const;
export type CashSource = (typeof CASH_SOURCES)[number];
export const DEFAULT_CASH_SOURCE: CashSource = 'Cash';

/**
 * The note of an added-cash entry: the source, then ' (Fee: $x.xx)' when a fee above 0 is given,
 * then ' - ' and the extra note when one is given, e.g. 'ATM (Fee: $3.99) - parking garage'.
 */
export function composeAddCashNote(source: string, fee?: number | null, extraNote?: string | null): string {
  let note = source.trim();
  if (fee != null && Number.isFinite(fee) && fee > 0) note += ` (Fee: ${formatCurrency(fee)})`;
  const extra = extraNote?.trim();
  if (extra) note += ` - ${extra}`;
  return note;
}
