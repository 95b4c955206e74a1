/**
 * What a preparer asks for on each W-2G beyond the federal figures: the state, state winnings and state income
 * tax withheld (boxes 13-15), whether the jackpot was paid by hand (then it is not in the slot session's coins
 * out) and whether the casino gave a W-2G form. One definition for the Record W2G form, the jackpot edit form and
 * the API schemas.
 */
import { z } from 'zod';
import { formatMoneyInput, parseMoneyInput } from './money';
import { moneyAmountSchema, moneyTextSchema } from './money-schema';
import { US_STATES } from './us-states';
import { w2gThresholdForYear } from './tax/w2g-thresholds';

export const W2G_STATE_OPTIONS = Object.entries(US_STATES).map(([code, name]) => ({ value: code, label: `${name} (${code})` }));
export const W2G_PAID_OPTIONS = [
  { value: 'machine', label: 'Paid by the machine' },
  { value: 'hand', label: 'Hand pay (not in the coins out)' },
];

/** The API's fields (boxes 13-15 and the hand pay). */
export const w2gStateAmountsShape = {
  state: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .nullable()
    .optional(),
  state_winnings: moneyAmountSchema.nullable().optional(),
  state_tax_withheld: moneyAmountSchema.nullable().optional(),
  /** Paid by hand: not in the coins out of the slot session it was won in. */
  hand_pay: z.boolean().optional(),
  /** The casino gave a W-2G form (not sent: the server decides by the year's threshold). */
  w2g_received: z.boolean().nullable().optional(),
};

/** The form's fields, as typed. */
export const w2gStateFormShape = {
  state: z.string(),
  state_winnings: moneyTextSchema('State winnings', { optional: true }),
  state_tax_withheld: moneyTextSchema('State withholding', { optional: true }),
  paid: z.enum(['machine', 'hand']),
  received: z.boolean(),
};
export type W2gStateFormValues = {
  state: string;
  state_winnings: string;
  state_tax_withheld: string;
  paid: 'machine' | 'hand';
  received: boolean;
};

/**
 * What happens at a casino with a slot jackpot of `amount` on `date` (yyyy-MM-dd): at or above the year's W-2G
 * threshold an attendant pays it by hand and hands over a W-2G; below it the machine pays and no form is issued.
 * The defaults of a new jackpot's "How was it paid?" and "The casino gave me a W-2G form" (the server fills the
 * latter by the same threshold when a write leaves it out).
 */
export function jackpotDefaults(amount: number | null, date: string): Pick<W2gStateFormValues, 'paid' | 'received'> {
  const year = Number(date.slice(0, 4));
  const atLine = amount !== null && Number.isFinite(year) && year > 0 && amount >= w2gThresholdForYear(year).amount;
  return { paid: atLine ? 'hand' : 'machine', received: atLine };
}

/** Federal plus state withholding cannot be more than the jackpot (the server refuses the same). */
export const withheldWithinJackpot = (v: { amount: string; tax_withheld: string; state_tax_withheld: string }) =>
  (parseMoneyInput(v.tax_withheld) ?? 0) + (parseMoneyInput(v.state_tax_withheld) ?? 0) <= (parseMoneyInput(v.amount) ?? Infinity);
export const WITHHELD_ABOVE_JACKPOT = { path: ['tax_withheld'], message: 'Tax withheld cannot be more than the jackpot' };

/** The form's values of a stored jackpot (empty for a new one). */
export function w2gStateFormValues(row?: {
  state: string | null;
  state_winnings: number | null;
  state_tax_withheld: number | null;
  hand_pay: boolean;
  w2g_received: boolean;
}): W2gStateFormValues {
  return {
    state: row?.state ?? '',
    state_winnings: row?.state_winnings == null ? '' : formatMoneyInput(Number(row.state_winnings)),
    state_tax_withheld: row?.state_tax_withheld == null ? '' : formatMoneyInput(Number(row.state_tax_withheld)),
    paid: row?.hand_pay ? 'hand' : 'machine',
    received: row?.w2g_received ?? false,
  };
}

/** The API's values of the form's (an empty field is "not given": null). */
export function w2gStateInput(v: W2gStateFormValues) {
  return {
    state: v.state || null,
    state_winnings: parseMoneyInput(v.state_winnings),
    state_tax_withheld: parseMoneyInput(v.state_tax_withheld),
    hand_pay: v.paid === 'hand',
    w2g_received: v.received,
  };
}
