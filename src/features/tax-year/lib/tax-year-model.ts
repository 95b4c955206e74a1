import { toSessionMethodInputs, type YearPlay } from '@/api/get-year-play';
import { toNumber } from '@/lib/money';
import { cumulativeByMonth, groupSessions, type CumulativeMonth, type GroupedSessions } from '@/lib/tax';
import { deductibleLossEstimate, taxRulesForYear, type LossEstimate, type TaxYearRuleFor } from '@/lib/tax';
import type { TaxYearJackpot } from '../api/get-tax-year-jackpots';
import { diaryEntries, type Diary } from './diary';

export interface W2gYear {
  count: number;
  totalWon: number;
  federalWithheld: number;
  met: TaxYearJackpot[];
  below: TaxYearJackpot[];
}

export interface Gap {
  kind: 'w2g-photo' | 'open-visit' | 'no-casino';
  id: string;
  date: string;
  label: string;
}

export interface TaxYearModel {
  year: number;
  rules: TaxYearRuleFor;
  w2g: W2gYear;
  grouped: GroupedSessions;
  loss: LossEstimate;
  months: CumulativeMonth[];
  gaps: Gap[];
  diary: Diary;
}

const cents = (n: number | string | null) => Math.round(toNumber(n) * 100);

/** The last complete calendar year (the default tax year). */
export const defaultTaxYear = (now: Date = new Date()) => now.getFullYear() - 1;

/** Everything the Tax Year screen, the diary CSV and the diary PDF show for one year. */
export function buildTaxYear(year: number, play: YearPlay, jackpots: readonly TaxYearJackpot[]): TaxYearModel {
  const rules = taxRulesForYear(year);
  const inputs = toSessionMethodInputs(play);
  const grouped = groupSessions(inputs.slots, inputs.visits);
  const met = jackpots.filter((j) => toNumber(j.amount) >= rules.w2gSlotThreshold);
  const w2g: W2gYear = {
    count: jackpots.length,
    totalWon: jackpots.reduce((t, j) => t + cents(j.amount), 0) / 100,
    federalWithheld: jackpots.reduce((t, j) => t + cents(j.tax_withheld), 0) / 100,
    met,
    below: jackpots.filter((j) => !met.includes(j)),
  };
  const loss = deductibleLossEstimate(year, grouped.totals.gains, grouped.totals.losses);
  const gaps: Gap[] = [
    ...jackpots.filter((j) => j.images.length === 0).map((j) => ({ kind: 'w2g-photo' as const, id: j.id, date: j.jackpot_date, label: `W-2G at ${j.casino?.name ?? 'an unknown casino'} without a photo` })),
    ...play.visits
      .filter((v) => v.departure_date === null || v.final_cash === null)
      .map((v) => ({ kind: 'open-visit' as const, id: v.id, date: v.arrival_date, label: `Visit to ${v.casino?.name ?? 'a casino'} without ${v.final_cash === null ? 'final cash' : 'departure'}` })),
    ...play.slots.filter((s) => s.casino_id === null).map((s) => ({ kind: 'no-casino' as const, id: s.id, date: s.session_date, label: 'Slot session without a casino' })),
  ].sort((a, b) => a.date.localeCompare(b.date));
  const diary: Diary = {
    year,
    entries: diaryEntries(play),
    sessions: grouped.sessions.map((s) => ({ date: s.date, establishment: s.casinoName ?? 'No casino recorded', net: s.net })),
    totals: grouped.totals,
    loss: { deductible: loss.deductible, rule: loss.rule },
    jackpots: jackpots.map((j) => ({
      date: j.jackpot_date,
      establishment: j.casino?.name ?? 'Unknown casino',
      amount: toNumber(j.amount),
      taxWithheld: toNumber(j.tax_withheld),
      metThreshold: met.includes(j),
    })),
  };
  return { year, rules, w2g, grouped, loss, months: cumulativeByMonth(grouped.sessions, year), gaps, diary };
}
