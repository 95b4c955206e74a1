/** The money schema pair: what a money text field may hold, and an amount in an API payload. */
import { z } from 'zod';
import { MAX_MONEY, parseMoneyInput, roundMoney } from './money';
import { moneyTextProblem } from './money';

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

/** An amount in an API payload: a finite number from 0 to MAX_MONEY, rounded to cents. */
export const moneyAmountSchema = z.number().finite().min(0).max(MAX_MONEY).transform(roundMoney);
