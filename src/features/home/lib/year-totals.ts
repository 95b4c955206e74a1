import { toSessionMethodInputs, type YearPlay } from '@/api/year-play-reads';
import { groupSessions } from '@/lib/tax/session-method';
import { w2gFormTotals } from '@/lib/tax/w2g-forms';

/** Home's "This year" figures: the Tax Year's gains and losses (the session method) and its W-2G forms. */
export interface YearTotals {
  gains: number;
  losses: number;
  /** W-2G forms received this year. */
  forms: number;
  /** Federal and state tax withheld on those forms. */
  withheld: number;
}

/** The figures of `year` from its play: the same functions the Tax Year screen groups and counts with. */
export function yearTotalsOf(play: YearPlay, year: number): YearTotals {
  const inputs = toSessionMethodInputs(play);
  const { totals } = groupSessions(inputs.slots, inputs.casinoSessions, inputs.jackpots, { year });
  const forms = w2gFormTotals(play.jackpots.filter((j) => j.jackpot_date.startsWith(`${year}-`)));
  return { gains: totals.gains, losses: totals.losses, forms: forms.count, withheld: forms.federalWithheld + (forms.stateWithheld ?? 0) };
}
