import { formatCurrency, formatWholeDollars } from '@/lib/money';
import type { IncomeExplained } from '@/lib/tax/income-explained';
import { incomeLineFor, type LossEstimate } from '@/lib/tax/tax-rules';
import type { W2gYear } from './w2g-year';

/** What Tax Year's answer reads from the year's model. */
export interface TaxAnswerInput {
  year: number;
  /** The session method's total gains: the gambling income. */
  gains: number;
  w2g: Pick<W2gYear, 'count' | 'totalWon' | 'federalWithheld' | 'stateWithheld'>;
  loss: Pick<LossEstimate, 'gains' | 'losses' | 'allowedBeforeCap' | 'deductible' | 'cappedAtGains' | 'rate'>;
}

/** The three figures at the top of Tax Year, each with one plain sentence of what it is made of. */
export interface TaxAnswer {
  income: string;
  w2g: { figure: string; detail: string };
  deduction: { figure: string; detail: string };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const percent = (rate: number) => `${Math.round(rate * 100)}%`;

function withheldDetail({ year, w2g }: TaxAnswerInput): string {
  if (w2g.count === 0) return `No W-2G form in ${year}: no tax withheld.`;
  const federal = formatCurrency(w2g.federalWithheld);
  if (w2g.stateWithheld === null)
    return w2g.federalWithheld === 0
      ? 'No federal tax withheld (state not recorded).'
      : `Withheld: ${federal} federal (state not recorded).`;
  if (w2g.federalWithheld === 0 && w2g.stateWithheld === 0) return `No tax was withheld on ${w2g.count === 1 ? 'it' : 'them'}.`;
  return `Withheld: ${federal} federal, ${formatCurrency(w2g.stateWithheld)} state.`;
}

function deductionDetail({ year, loss }: TaxAnswerInput): string {
  if (loss.losses === 0) return `No losing session in ${year}: nothing to deduct.`;
  if (loss.gains === 0) return `Losses count only up to gambling income: none in ${year}.`;
  const share = loss.rate === 1 ? 'Your' : `${percent(loss.rate)} of your`;
  const base = `${share} ${formatCurrency(loss.losses)} of losses`;
  if (!loss.cappedAtGains) return `${base}, up to your gambling income.`;
  const before = loss.rate === 1 ? '' : ` is ${formatCurrency(loss.allowedBeforeCap)}`;
  return `${base}${before}, capped at your gambling income.`;
}

/** Tax Year's answer in plain words: what to report, the W-2G forms and their withholding, what may be deducted. */
export function taxAnswer(input: TaxAnswerInput): TaxAnswer {
  const { w2g, loss } = input;
  return {
    income: formatCurrency(input.gains),
    w2g: {
      figure: w2g.count === 0 ? 'None' : `${plural(w2g.count, 'form')}, ${formatCurrency(w2g.totalWon)}`,
      detail: withheldDetail(input),
    },
    deduction: { figure: formatCurrency(loss.deductible), detail: deductionDetail(input) },
  };
}

/**
 * One sentence on top of the answer when the income to report is not the W-2G total, with the figures that make the
 * difference (lib/tax/income-explained): "Your $1,500.00 W-2G, less $68.00 of losses on that day at that casino:
 * $1,432.00 to report." Null when the two are the same.
 */
export function incomeWhy(e: IncomeExplained, year: number): string | null {
  if (e.income === e.w2gTotal) return null;
  const income = formatCurrency(e.income);
  if (e.forms === 0) return `No W-2G form in ${year}: your winning sessions added up to ${income}, all of it to report.`;
  const one = e.formSessions === 1;
  const parts = [
    e.forms === 1 ? `Your ${formatCurrency(e.w2gTotal)} W-2G` : `Your ${e.forms} W-2Gs (${formatCurrency(e.w2gTotal)})`,
    e.less > 0 && `less ${formatCurrency(e.less)} of losses on ${one ? 'that day at that casino' : 'the same days at the same casinos'}`,
    e.more > 0 && `plus ${formatCurrency(e.more)} more won on ${one ? 'that day' : 'those days'}`,
    e.other > 0 &&
      `plus ${formatCurrency(e.other)} won in ${e.otherSessions === 1 ? 'a session' : `${e.otherSessions} sessions`} without a W-2G`,
    e.elsewhere > 0 && `less ${formatCurrency(e.elsewhere)} won in a casino session that began in ${year - 1} (counted there)`,
  ].filter(Boolean);
  return `${parts.join(', ')}: ${income} to report.`;
}

/** Tax Year's one plain line on trip costs and comps. */
export const COSTS_ARE_NOT_LOSSES =
  'Trip costs (hotel, travel, food, ATM fees) are not gambling losses: for a recreational player they are personal expenses, not wagers, and comps are not winnings.';

/** The answer's notes, which depend on the year only (so the cold-start shell paints them before any data). */
export function taxAnswerNotes(year: number, w2gThreshold: number) {
  return {
    income: `What your winning sessions added up to, before any loss is taken off (a session is one casino on one day). It goes on ${incomeLineFor(year)}.`,
    w2g: `What was withheld is tax already paid: you can claim it on your return. A casino gives you a W-2G for a slot jackpot of ${formatWholeDollars(w2gThreshold)} or more paid in ${year}.`,
    deduction: 'Only if you itemise (list your deductions on Schedule A). With the standard deduction, losses deduct nothing.',
    /** What a trip cost is not. */
    costs: COSTS_ARE_NOT_LOSSES,
  };
}
