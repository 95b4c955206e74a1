import { TAX_YEAR_RULES } from './tax-rules';

/**
 * W-2G reporting thresholds for slot machine jackpots, by tax year: derived from the one
 * tax-year rules table. A casino files a W-2G for a slot jackpot at or above the year's threshold.
 */
export interface W2gThresholdEntry {
  /** First tax year the amount applies to (null: every earlier year). */
  fromYear: number | null;
  /** Last tax year the amount applies to. */
  toYear: number;
  /** Threshold in US dollars. */
  amount: number;
}

/** Read from the tax-year rules table (src/lib/tax-rules.ts), where the amounts and their sources live. */
export const W2G_SLOT_THRESHOLDS: readonly W2gThresholdEntry[] = TAX_YEAR_RULES.map((r) => ({
  fromYear: r.fromYear,
  toYear: r.toYear,
  amount: r.w2gSlotThreshold,
}));

export interface W2gThreshold {
  year: number;
  amount: number;
  /** True when the year is after the table's last entry and the last known amount is used. */
  assumed: boolean;
  /** The last year the table knows (for "using the {lastKnownYear} amount"). */
  lastKnownYear: number;
}

const YEAR = /^\d{4}/;
const LAST = W2G_SLOT_THRESHOLDS[W2G_SLOT_THRESHOLDS.length - 1];

/** The slot-jackpot W-2G threshold for a tax year; years after the table use its last amount (assumed). */
export function w2gThresholdForYear(year: number): W2gThreshold {
  const entry = W2G_SLOT_THRESHOLDS.find((e) => (e.fromYear === null || year >= e.fromYear) && year <= e.toYear);
  if (entry) return { year, amount: entry.amount, assumed: false, lastKnownYear: LAST.toYear };
  return { year, amount: LAST.amount, assumed: true, lastKnownYear: LAST.toYear };
}

/** True when a jackpot of `amount` on `jackpotDate` (yyyy-MM-dd) is below that year's W-2G threshold. */
export function isBelowW2gThreshold(amount: number, jackpotDate: string): boolean {
  if (!YEAR.test(jackpotDate)) return false;
  return amount < w2gThresholdForYear(Number(jackpotDate.slice(0, 4))).amount;
}

export interface W2gThresholdSpan {
  fromYear: number;
  toYear: number;
  amount: number;
  assumed: boolean;
  lastKnownYear: number;
}

/**
 * The thresholds of every tax year from `startDate` to `endDate` (yyyy-MM-dd), consecutive years with the
 * same amount and status merged into one span, oldest first.
 */
export function w2gThresholdsForRange(startDate: string, endDate: string): W2gThresholdSpan[] {
  if (!YEAR.test(startDate) || !YEAR.test(endDate)) return [];
  const first = Number(startDate.slice(0, 4));
  const last = Number(endDate.slice(0, 4));
  if (first > last) return [];
  const spans: W2gThresholdSpan[] = [];
  for (let year = first; year <= last; year++) {
    const t = w2gThresholdForYear(year);
    const prev = spans[spans.length - 1];
    if (prev && prev.amount === t.amount && prev.assumed === t.assumed && prev.toYear === year - 1) prev.toYear = year;
    else spans.push({ fromYear: year, toYear: year, amount: t.amount, assumed: t.assumed, lastKnownYear: t.lastKnownYear });
  }
  return spans;
}
