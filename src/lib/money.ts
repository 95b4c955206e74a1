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
 * Keeps what a money text field accepts while typing: digits, commas and one decimal point (extra points and any
 * other character are dropped; at most 2 decimals), and a minus sign, which is kept as typed so that the field
 * refuses it with a message (moneyTextSchema) instead of turning "-5" into 5.
 */
export function sanitizeMoneyInput(text: string): string {
  let seenPoint = false;
  let decimals = 0;
  let out = '';
  for (const ch of text) {
    if (ch >= '0' && ch <= '9') {
      if (seenPoint) {
        if (decimals >= 2) continue;
        decimals++;
      }
      out += ch;
    } else if (ch === '-') {
      out += ch;
    } else if (ch === ',' && !seenPoint) {
      out += ch;
    } else if (ch === '.' && !seenPoint) {
      seenPoint = true;
      out += ch;
    }
  }
  return out;
}

/** Parses a money text ("1,234.5") to a number; null when it holds no digits. A minus sign makes it negative (refused by the schema). */
export function parseMoneyInput(text: string): number | null {
  const clean = sanitizeMoneyInput(text).replace(/[,-]/g, '');
  if (!/\d/.test(clean)) return null;
  const n = Number(clean.endsWith('.') ? clean.slice(0, -1) : clean);
  if (!Number.isFinite(n)) return null;
  return text.includes('-') ? -roundMoney(n) : roundMoney(n);
}

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
