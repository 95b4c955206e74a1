import { deductibleLossEstimate, incomeLineFor, LOSS_DEDUCTION_LINE } from '@/lib/tax/tax-rules';
import type { TaxSummary } from '../../../../supabase/functions/preparer-link-files/summary.ts';
import { incomeWhy, taxAnswer } from './tax-answer';
import type { TaxYearModel } from './tax-year-model';

export type { TaxSummary };

/**
 * The one-page summary's figures, from the year's model (the one tax engine): gambling income for Schedule 1 line 8b,
 * the W-2G forms, the losses for Schedule A line 16 by the year's rule (tax-rules.ts), and the rule in words.
 */
export function taxSummaryOf(model: TaxYearModel): TaxSummary {
  const t = model.grouped.totals;
  const loss = deductibleLossEstimate(model.year, t.gains, t.losses);
  const answer = taxAnswer({ year: model.year, gains: t.gains, w2g: model.w2g, loss });
  return {
    year: model.year,
    joint: false,
    incomeLine: incomeLineFor(model.year),
    income: t.gains,
    why: (model.income && incomeWhy(model.income, model.year)) ?? '',
    w2g: { count: model.w2g.count, total: model.w2g.totalWon, federal: model.w2g.federalWithheld, state: model.w2g.stateWithheld },
    deductionLine: LOSS_DEDUCTION_LINE,
    deduction: loss.deductible,
    deductionDetail: answer.deduction.detail,
    sessions: { count: t.sessions, winning: t.winning, losing: t.losing, gains: t.gains, losses: t.losses, net: t.net },
    rule: model.rules.lossRule,
    sources: [...model.rules.sources],
    parts: [],
  };
}
