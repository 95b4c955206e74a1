/** The money schema pair: what a money text field may hold, and an amount in an API payload. */
import { z } from 'zod';
import { MAX_MONEY, parseMoneyInput, roundMoney } from './money';

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

/** An amount in an API payload: a finite number from 0 to MAX_MONEY, rounded to cents. */
export const moneyAmountSchema = z.number().finite().min(0).max(MAX_MONEY).transform(roundMoney);
