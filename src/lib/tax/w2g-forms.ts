/**
 * The W-2G forms of a set of jackpots: the jackpots the casino gave a form for (`w2g_received`, which defaults to
 * "at or above the tax year's threshold"), their total and what was withheld on them. One definition for the Tax
 * Year screen, its diary and Home's "This year" line.
 */
import { toNumber } from '../money';
import { fromCents, toCents } from './cents';

export interface FormJackpot {
  amount: number | string;
  tax_withheld: number | string;
  state_tax_withheld: number | string | null;
  w2g_received: boolean;
}

export interface W2gFormTotals {
  /** Jackpots with a W-2G form. */
  count: number;
  totalWon: number;
  federalWithheld: number;
  /** Sum of the state tax withheld recorded; null when no form has it recorded. */
  stateWithheld: number | null;
  /** Forms without the state figures (boxes 13-15). */
  stateNotRecorded: number;
}

const cents = (n: number | string | null) => toCents(toNumber(n));

export function w2gFormTotals(jackpots: readonly FormJackpot[]): W2gFormTotals {
  const forms = jackpots.filter((j) => j.w2g_received);
  const stateRecorded = forms.filter((j) => j.state_tax_withheld !== null);
  return {
    count: forms.length,
    totalWon: fromCents(forms.reduce((t, j) => t + cents(j.amount), 0)),
    federalWithheld: fromCents(forms.reduce((t, j) => t + cents(j.tax_withheld), 0)),
    stateWithheld: stateRecorded.length === 0 ? null : fromCents(stateRecorded.reduce((t, j) => t + cents(j.state_tax_withheld), 0)),
    stateNotRecorded: forms.length - stateRecorded.length,
  };
}
