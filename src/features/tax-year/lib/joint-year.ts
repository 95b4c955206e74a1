import { sessionTotals, type SessionTotals } from '@/lib/tax/session-method';
import { deductibleLossEstimate, type LossEstimate } from '@/lib/tax/tax-rules';
import type { Diary } from './diary';
import type { TaxYearModel } from './tax-year-model';
import { w2gYear, type W2gYear } from './w2g-year';

/** One player of a household's year: their name as shown and their year's model (the one engine's, over their rows). */
export interface HouseholdPlayer {
  name: string;
  model: TaxYearModel;
}

/** A joint return's year (married filing jointly): both players' sessions, W-2Gs and one loss rule over the sum. */
export interface JointYear {
  year: number;
  players: readonly HouseholdPlayer[];
  /** Both players' session totals added: gains are the sum of each one's session gains, losses likewise. */
  totals: SessionTotals;
  /** The year's loss rule over the combined gains and losses (not each spouse's limit apart). */
  loss: LossEstimate;
  /** Both players' W-2G forms, each jackpot row kept with whose it is. */
  w2g: W2gYear;
  formsOf: ReadonlyMap<string, string>;
  diary: Diary;
}

/**
 * The joint year from each player's own model: the same session method ran on each player's rows (a session is one
 * player at one casino on one day: two spouses at one casino are two sessions), the totals added by the same
 * function, the same loss rule over them, the same W-2G totals over both players' jackpots.
 */
export function buildJointYear(year: number, players: readonly HouseholdPlayer[]): JointYear {
  const totals = sessionTotals(players.flatMap((p) => p.model.grouped.sessions));
  const loss = deductibleLossEstimate(year, totals.gains, totals.losses);
  const jackpots = players.map((p) => ({ name: p.name, rows: [...p.model.w2g.met, ...p.model.w2g.below] }));
  // Both players' forms in date order, as one list of the year's forms.
  const byDate = jackpots
    .flatMap((p) => p.rows)
    .sort((x, y) => x.jackpot_date.localeCompare(y.jackpot_date) || x.jackpot_time.localeCompare(y.jackpot_time));
  const w2g = w2gYear(year, { jackpots: byDate });
  const formsOf = new Map(jackpots.flatMap((p) => p.rows.map((j) => [j.id, p.name] as const)));
  return { year, players, totals, loss, w2g, formsOf, diary: jointDiary(year, players, totals, loss, w2g) };
}

/** Each player's diary under their name, one after the other, with the joint totals and loss estimate. */
function jointDiary(year: number, players: readonly HouseholdPlayer[], totals: SessionTotals, loss: LossEstimate, w2g: W2gYear): Diary {
  const diaries = players.map((p) => ({ name: p.name, diary: p.model.diary }));
  const stateRecorded = w2g.met.some((j) => j.state_tax_withheld !== null);
  return {
    year,
    threshold: diaries[0]?.diary.threshold ?? 0,
    players: players.map((p) => p.name),
    sessions: diaries.flatMap(({ name, diary }) => diary.sessions.map((s) => ({ ...s, player: name }))),
    entries: diaries.flatMap(({ name, diary }) => diary.entries.map((e) => ({ ...e, player: name }))),
    jackpots: diaries.flatMap(({ name, diary }) => diary.jackpots.map((j) => ({ ...j, player: name }))),
    totals,
    loss: { deductible: loss.deductible, rule: loss.rule },
    w2gTotals: {
      count: w2g.count,
      amount: w2g.totalWon,
      taxWithheld: w2g.federalWithheld,
      stateTaxWithheld: stateRecorded ? w2g.stateWithheld : null,
    },
  };
}
