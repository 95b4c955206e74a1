/** The money schema pair: what a money text field may hold, and an amount in an API payload. */
import { z } from 'zod';
import { MAX_MONEY, parseMoneyInput } from './money';

/** What a money text field may hold: digits with optional thousands commas, one decimal point, at most 2 decimals. */
const MONEY_TEXT = /^[\d,]*(\.\d{0,2})?$/;

/**
 * A money text field's value ("1,234.5"), validated as typed; messages name the field
 * (`${label} is required`, `${label} must be 0 or more`, `${label} is too large`). Optional fields accept ''.
 * Convert with `parseMoneyInput` when building the API payload.
 */
export function moneyTextSchema(label: string, { optional = false }: { optional?: boolean } = {}) {
  return z
    .string()
    .trim()
    .refine((v) => optional || parseMoneyInput(v) != null, `${label} is required`)
    .refine((v) => MONEY_TEXT.test(v), `${label} must be 0 or more`)
    .refine((v) => (parseMoneyInput(v) ?? 0) <= MAX_MONEY, `${label} is too large`);
}

/**
 * A number rounded to cents as the database stores it: numeric(12,2) rounds the payload's JSON text (the number's
 * shortest decimal form) half away from zero, so 999,999,999.995 is stored as 1,000,000,000.00 and -0.005 as -0.01,
 * where binary arithmetic would round them down.
 */
export function roundAsStored(n: number): number {
  const text = Math.abs(n).toString();
  // Exponent forms: below 1e-6 (stored as 0) or from 1e21 (far above any bound, left as it is to be refused).
  if (text.includes('e')) return text.includes('e-') ? 0 : n;
  const [whole, fraction = ''] = text.split('.');
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1 : 0);
  return n < 0 && cents > 0 ? -cents / 100 : cents / 100;
}

/**
 * An amount in an API payload, by the database's money rule (`…4800_money_rule.sql`, its `money` checks): a number
 * (not NaN, not infinite) that, rounded to cents as stored, is from 0 to MAX_MONEY. tests/db/money-rule.test.ts
 * proves the two agree on generated amounts.
 */
export const moneyAmountSchema = z.number().transform(roundAsStored).pipe(z.number().min(0).max(MAX_MONEY));
