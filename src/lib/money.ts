/**
 * Money: numeric(12,2) in the database, a number in TS, formatted only here.
 * Statistics and reports show whole dollars; tables, forms and CSV show 2 decimals; net gets a sign.
 * Forms type money as text (MoneyField) validated by `moneyTextSchema`; API payloads use `moneyAmountSchema`
 * (both in money-schema.ts, so that pages which only format money do not load zod).
 */
import { formatDecimal, formatUsd } from './number-format';

/**
 * The largest amount, either way, of every amount column (the database's `private.max_money()`, migration
 * `…4800_money_rule.sql`): $1 billion less a cent, above any real casino figure and a tenth of what numeric(12,2)
 * holds, so derived figures and a decade of records add up to the cent.
 */
export const MAX_MONEY = 999_999_999.99;

const usd0 = (n: number) => formatUsd(n, 0);
const usd2 = (n: number) => formatUsd(n, 2);

/** Rounds to cents without binary drift (0.1 + 0.2 -> 0.3). */
export function roundMoney(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

/** Whole US dollars, e.g. 1234.5 -> "$1,235". */
export function formatWholeDollars(n: number): string {
  return usd0(Math.round(n) === 0 ? 0 : n);
}

/** Two-decimal US dollars, e.g. 1234.5 -> "$1,234.50". */
export function formatCurrency(n: number): string {
  return usd2(roundMoney(n) === 0 ? 0 : n);
}

/** Signed whole dollars for net figures: "+$12", "-$40", "$0". */
export function formatSignedWholeDollars(n: number): string {
  const r = Math.round(n);
  if (r === 0) return usd0(0);
  return (r > 0 ? '+' : '-') + usd0(Math.abs(r));
}

/** Signed two-decimal dollars for net figures in tables: "+$12.50", "-$40.00", "$0.00". */
export function formatSignedCurrency(n: number): string {
  const r = roundMoney(n);
  if (r === 0) return usd2(0);
  return (r > 0 ? '+' : '-') + usd2(Math.abs(r));
}

/** Tailwind text colour for a net amount: green when positive, red when negative. */
export function netColorClass(n: number | null | undefined, { zeroIsPositive = false } = {}): string {
  if (n == null) return 'text-muted-foreground';
  if (n > 0 || (zeroIsPositive && n === 0)) return 'text-success';
  if (n < 0) return 'text-destructive';
  return 'text-muted-foreground';
}

/**
 * What is wrong with a money text as typed, or null when it is an amount or blank. The text is never changed while
 * typed: each slip is answered with its own message (moneyTextSchema) instead of being filtered into another amount
 * ("1e9" is not 19, "-5" is not 5, "12,50" is not 1,250).
 *   minus     a minus sign (any dash a keyboard or a paste gives)
 *   decimals  more than 2 digits after the point
 *   digits    anything else that is not an amount: letters (1e9), two points, a comma out of place
 */
export type MoneyTextProblem = 'minus' | 'decimals' | 'digits';

/** A minus sign: any dash a keyboard or a paste gives. */
export const MINUS_SIGN = /[-\u2010-\u2015\u2212\uFE63\uFF0D]/;
/** "$" (optional), the dollars (digits, or thousands groups with commas), then an optional point and cents. */
const AMOUNT = /^\$?\s*(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d*))?$/;
/** A text with no digit and nothing but "$", points, commas: as blank as an empty field. */
const BLANK = /^[\s$.,]*$/;

export function moneyTextProblem(text: string): MoneyTextProblem | null {
  const t = text.trim();
  if (BLANK.test(t)) return null;
  if (MINUS_SIGN.test(t)) return 'minus';
  const m = AMOUNT.exec(t);
  if (!m || (!m[1] && !m[2])) return 'digits';
  return (m[2]?.length ?? 0) > 2 ? 'decimals' : null;
}

/** Parses a money text ("1,234.5", "$20", ".5") to a number; null when blank or not an amount (moneyTextProblem). */
export function parseMoneyInput(text: string): number | null {
  const t = text.trim();
  if (BLANK.test(t) || moneyTextProblem(t)) return null;
  const [, dollars = '', cents = ''] = AMOUNT.exec(t)!;
  return roundMoney(Number(`${dollars.replace(/,/g, '') || '0'}.${cents || '0'}`));
}

/** True when any of these money texts is a slip (moneyTextProblem): a preview then shows no figure rather than a wrong one. */
export const anyMoneySlip = (...texts: (string | null | undefined)[]) => texts.some((t) => moneyTextProblem(t ?? '') !== null);

/** Formats a number for a money text field on blur: thousands separators, up to 2 decimals. */
export function formatMoneyInput(n: number | null): string {
  return n == null ? '' : formatDecimal(roundMoney(n), 0, 2);
}

/** Quick-add: adds `delta` to the amount, never going below 0. */
export function addQuickAmount(current: number | null, delta: number): number {
  return Math.max(0, roundMoney((current ?? 0) + delta));
}

/** The quick-add amounts next to money fields. */
export const QUICK_ADD_AMOUNTS = [1, 5, 20, 100] as const;

/** Converts a numeric value from the API (number or numeric string) to a number. */
export function toNumber(v: number | string | null | undefined): number {
  if (v == null || v === '') return 0;
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? n : 0;
}
