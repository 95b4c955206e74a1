import { toSessionMethodInputs, type YearPlay } from '@/api/year-play-reads';
import { cumulativeByMonth, groupSessions, type CumulativeMonth, type GroupedSessions } from '@/lib/tax/session-method';
import { explainIncome, type IncomeExplained } from '@/lib/tax/income-explained';
import { toNumber } from '@/lib/money';
import { deductibleLossEstimate, taxRulesForYear, type LossEstimate, type TaxYearRuleFor } from '@/lib/tax/tax-rules';
import type { WinLossStatement } from '../api/win-loss-statements';
import { buildDiary, type Diary } from './diary';
import { findGaps, type Gap } from './gaps';
import { reconcile, type ReconciliationRow } from './reconcile';
import { w2gYear, type W2gYear } from './w2g-year';

export interface TaxYearModel {
  year: number;
  rules: TaxYearRuleFor;
  w2g: W2gYear;
  grouped: GroupedSessions;
  loss: LossEstimate;
  /** Why the income to report is not the W-2G total (null: not known for this copy of the year). */
  income: IncomeExplained | null;
  months: CumulativeMonth[];
  gaps: Gap[];
  reconciliation: { rows: ReconciliationRow[]; total: ReconciliationRow };
  diary: Diary;
}

/** The year's sessions by the session method: the heaviest step of the model, apart so a screen can run it on its own. */
export function groupYear(year: number, play: YearPlay): GroupedSessions {
  const inputs = toSessionMethodInputs(play);
  return groupSessions(inputs.slots, inputs.casinoSessions, inputs.jackpots, { year });
}

/**
 * Everything the Tax Year screen, the diary CSV and the diary PDF show for one year. `grouped` is
 * `groupYear(year, play)` when the caller has it already.
 */
export function buildTaxYear(
  year: number,
  play: YearPlay,
  statements: readonly WinLossStatement[] = [],
  grouped: GroupedSessions = groupYear(year, play),
): TaxYearModel {
  const rules = taxRulesForYear(year);
  const w2g = w2gYear(year, play);
  const loss = deductibleLossEstimate(year, grouped.totals.gains, grouped.totals.losses);
  const reconciliation = reconcile(
    grouped,
    w2g.met,
    statements.filter((s) => s.tax_year === year),
  );
  // The diary (every entry of the year, formatted) is only read by its CSV and PDF exports: built the first time
  // one asks for it, not while the screen renders (a heavy year: ~140 ms of a 4x-throttled phone's main thread).
  let diary: Diary | undefined;
  return {
    year,
    rules,
    w2g,
    grouped,
    loss,
    income: explainIncome(
      grouped.sessions,
      w2g.met.map((j) => ({ id: j.id, amount: toNumber(j.amount) })),
    ),
    months: cumulativeByMonth(grouped.sessions, year),
    gaps: findGaps(year, play, grouped),
    reconciliation,
    get diary() {
      return (diary ??= buildDiary(year, rules.w2gSlotThreshold, play, grouped, w2g, loss));
    },
  };
}
