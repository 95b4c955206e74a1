/** The money schema pair: what a money text field may hold, and an amount in an API payload. */
import { z } from 'zod';
import { MAX_MONEY, moneyTextProblem, parseMoneyInput } from './money';

/** The example every "not an amount" message gives. */
const EXAMPLE = 'e.g. 1,500 or 12.50';

/** The one message of a money text field, or null when it holds an amount the field takes (blank: when optional). */
export function moneyTextMessage(label: string, text: string, { optional = false, aboveZero = false } = {}): string | null {
  const problem = moneyTextProblem(text);
  if (problem === 'minus') return aboveZero ? `${label} must be more than 0` : `${label} must be 0 or more`;
  if (problem === 'decimals') return `${label} can have at most 2 digits after the point`;
  if (problem === 'digits') return `${label} must be written in digits, ${EXAMPLE}`;
  const amount = parseMoneyInput(text);
  if (amount == null) return optional ? null : `${label} is required`;
  if (amount > MAX_MONEY) return `${label} is too large`;
  if (aboveZero && amount <= 0) return `${label} must be more than 0`;
  return null;
}

/**
 * A money text field's value ("1,234.5"), validated as typed with one message naming the field and the slip (a minus
 * sign, letters or "1e9", too many decimals, required, too large, and 0 when `aboveZero`). Optional fields accept ''.
 * The text is kept as typed; convert with `parseMoneyInput` when building the API payload (null for anything refused
 * here, so a preview or a rule across fields never reads a refused text as an amount).
 */
export function moneyTextSchema(label: string, options: { optional?: boolean; aboveZero?: boolean } = {}) {
  return z
    .string()
    .trim()
    .superRefine((v, ctx) => {
      const message = moneyTextMessage(label, v, options);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
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
