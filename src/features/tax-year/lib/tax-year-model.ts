import { toSessionMethodInputs, type PlayJackpotRow, type YearPlay } from '@/api/get-year-play';
import { formatCurrency, toNumber } from '@/lib/money';
import { fromCents, toCents } from '@/lib/tax/cents';
import { cumulativeByMonth, groupSessions, type CumulativeMonth, type GroupedSessions } from '@/lib/tax/session-method';
import { w2gFormTotals, type W2gFormTotals } from '@/lib/tax/w2g-forms';
import { deductibleLossEstimate, taxRulesForYear, type LossEstimate, type TaxYearRuleFor } from '@/lib/tax/tax-rules';
import type { WinLossStatement } from '../api/win-loss-statements';
import { buildDiary, type Diary } from './diary';

/** The year's W-2G forms (lib/tax/w2g-forms.ts: the jackpots the casino gave a form for) and the jackpots with none. */
export interface W2gYear extends W2gFormTotals {
  met: PlayJackpotRow[];
  /** Jackpots without a form (below the threshold, unless the player said otherwise): still taxable income. */
  below: PlayJackpotRow[];
  belowTotal: number;
}

export interface Gap {
  kind: 'w2g-photo' | 'open-visit' | 'no-casino' | 'w2g-unlogged' | 'w2g-machine-paid';
  id: string;
  date: string;
  label: string;
  /** For 'w2g-unlogged' and 'w2g-machine-paid': the casino of the jackpot. */
  casinoId?: string | null;
}

export interface ReconciliationRow {
  casinoId: string | null;
  casinoName: string;
  w2gTotal: number;
  gains: number;
  losses: number;
  net: number;
  /** The casino's win/loss statement figure, when entered. */
  statement: number | null;
  /** statement - net, when a statement is entered. */
  difference: number | null;
}

export interface TaxYearModel {
  year: number;
  rules: TaxYearRuleFor;
  w2g: W2gYear;
  grouped: GroupedSessions;
  loss: LossEstimate;
  months: CumulativeMonth[];
  gaps: Gap[];
  reconciliation: { rows: ReconciliationRow[]; total: ReconciliationRow };
  diary: Diary;
}

const cents = (n: number | string | null) => toCents(toNumber(n));
const usd = formatCurrency;

/** The year's sessions by the session method: the heaviest step of the model, apart so a screen can run it on its own. */
export function groupYear(year: number, play: YearPlay): GroupedSessions {
  const inputs = toSessionMethodInputs(play);
  return groupSessions(inputs.slots, inputs.visits, inputs.jackpots, { year });
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
  const inYear = (date: string) => Number(date.slice(0, 4)) === year;
  const jackpots = play.jackpots.filter((j) => inYear(j.jackpot_date));
  const met = jackpots.filter((j) => j.w2g_received);
  const below = jackpots.filter((j) => !j.w2g_received);
  const w2g: W2gYear = {
    ...w2gFormTotals(jackpots),
    met,
    below,
    belowTotal: fromCents(below.reduce((t, j) => t + cents(j.amount), 0)),
  };
  const loss = deductibleLossEstimate(year, grouped.totals.gains, grouped.totals.losses);

  const unlogged: Gap[] = grouped.unloggedW2g.map((j) => ({
    kind: 'w2g-unlogged',
    id: j.id,
    date: j.date,
    casinoId: j.casinoId,
    label: `W-2G of ${usd(j.amount)} at ${j.casinoName ?? 'an unknown casino'} with no play logged that day: counted as a session gain of ${usd(j.amount)} until you log the session`,
  }));
  // A jackpot "paid by the machine" outside any casino session is counted as inside that day's coins out: one larger
  // than all the money out of the day's slot sessions at its casino cannot be, and would drop out of income unseen.
  // (One won inside a closed casino session is in that session's cash result however it was paid.)
  const coinsOut = new Map<string, number>();
  for (const s of play.slots) {
    const key = `${s.session_date}|${s.casino_id ?? ''}`;
    coinsOut.set(key, (coinsOut.get(key) ?? 0) + cents(s.coins_out));
  }
  const unloggedIds = new Set(grouped.unloggedW2g.map((j) => j.id));
  const unlikelyMachinePay: Gap[] = jackpots
    .filter((j) => !j.hand_pay && !unloggedIds.has(j.id) && !grouped.inCasinoSession.has(j.id))
    // What the machine paid out is the jackpot less the tax withheld on it.
    .filter(
      (j) =>
        cents(j.amount) - cents(j.tax_withheld) - cents(j.state_tax_withheld) >
        (coinsOut.get(`${j.jackpot_date}|${j.casino_id ?? ''}`) ?? 0),
    )
    .map((j) => ({
      kind: 'w2g-machine-paid',
      id: j.id,
      date: j.jackpot_date,
      casinoId: j.casino_id,
      label: `Jackpot of ${usd(toNumber(j.amount))} at ${j.casino?.name ?? 'an unknown casino'} marked "Paid by the machine", but that day's slot sessions there paid out only ${usd(fromCents(coinsOut.get(`${j.jackpot_date}|${j.casino_id ?? ''}`) ?? 0))}: it is not counted in your income. If an attendant paid it, mark it as a hand pay; if the machine did, fix the session's money out.`,
    }));
  const gaps: Gap[] = [
    ...unlogged,
    ...unlikelyMachinePay,
    ...met
      .filter((j) => j.images.length === 0)
      .map((j) => ({
        kind: 'w2g-photo' as const,
        id: j.id,
        date: j.jackpot_date,
        label: `W-2G at ${j.casino?.name ?? 'an unknown casino'} without a photo`,
      })),
    ...play.visits
      .filter((v) => inYear(v.arrival_date) && (v.departure_date === null || v.final_cash === null))
      .map((v) => ({
        kind: 'open-visit' as const,
        id: v.id,
        date: v.arrival_date,
        label: `Casino session at ${v.casino?.name ?? 'a casino'} without ${v.final_cash === null ? 'final cash' : 'departure'}: its slot sessions count on their own`,
      })),
    ...play.slots
      .filter((s) => inYear(s.session_date) && s.casino_id === null)
      .map((s) => ({ kind: 'no-casino' as const, id: s.id, date: s.session_date, label: 'Slot session without a casino' })),
  ].sort((a, b) => a.date.localeCompare(b.date));

  const reconciliation = reconcile(
    grouped,
    met,
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
    months: cumulativeByMonth(grouped.sessions, year),
    gaps,
    reconciliation,
    get diary() {
      return (diary ??= buildDiary(year, rules.w2gSlotThreshold, play, grouped, w2g, loss));
    },
  };
}

/** Per casino and in total: W-2G total (forms only), session gains, losses and net, and the statement figure. */
function reconcile(grouped: GroupedSessions, met: readonly PlayJackpotRow[], statements: readonly WinLossStatement[]) {
  type Acc = { casinoId: string | null; casinoName: string; w2g: number; gains: number; losses: number; statement: number | null };
  const rows = new Map<string, Acc>();
  const rowFor = (casinoId: string | null, name: string | null) => {
    const key = casinoId ?? '';
    let r = rows.get(key);
    if (!r) {
      r = { casinoId, casinoName: name ?? 'No casino recorded', w2g: 0, gains: 0, losses: 0, statement: null };
      rows.set(key, r);
    }
    return r;
  };
  for (const s of grouped.sessions) {
    const r = rowFor(s.casinoId, s.casinoName);
    const c = toCents(s.net);
    if (c > 0) r.gains += c;
    else r.losses -= c;
  }
  for (const j of met) rowFor(j.casino_id, j.casino?.name ?? null).w2g += cents(j.amount);
  for (const st of statements) {
    const r = rowFor(st.casino_id, st.casino?.name ?? null);
    r.statement = (r.statement ?? 0) + cents(st.net_win_loss);
  }
  const out = (r: Acc): ReconciliationRow => ({
    casinoId: r.casinoId,
    casinoName: r.casinoName,
    w2gTotal: fromCents(r.w2g),
    gains: fromCents(r.gains),
    losses: fromCents(r.losses),
    net: fromCents(r.gains - r.losses),
    statement: r.statement === null ? null : fromCents(r.statement),
    difference: r.statement === null ? null : fromCents(r.statement - (r.gains - r.losses)),
  });
  const list = [...rows.values()].sort((a, b) => a.casinoName.localeCompare(b.casinoName));
  const sum = list.reduce<Acc>(
    (t, r) => ({
      ...t,
      w2g: t.w2g + r.w2g,
      gains: t.gains + r.gains,
      losses: t.losses + r.losses,
      statement: r.statement === null ? t.statement : (t.statement ?? 0) + r.statement,
    }),
    { casinoId: null, casinoName: 'All casinos', w2g: 0, gains: 0, losses: 0, statement: null },
  );
  const total = out(sum);
  // The difference only over the casinos with a statement (a casino without one has nothing to compare).
  const withStatement = list.map(out).filter((r) => r.difference !== null);
  total.difference = withStatement.length === 0 ? null : fromCents(withStatement.reduce((t, r) => t + toCents(r.difference ?? 0), 0));
  return { rows: list.map(out), total };
}
