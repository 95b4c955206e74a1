import type { YearPlay } from '@/api/get-year-play';
import { formatCurrency, toNumber } from '@/lib/money';
import { fromCents, toCents } from '@/lib/tax/cents';
import type { GroupedSessions } from '@/lib/tax/session-method';

export interface Gap {
  kind: 'w2g-photo' | 'open-casino-session' | 'no-casino' | 'w2g-unlogged' | 'w2g-machine-paid';
  id: string;
  date: string;
  label: string;
  /** For 'w2g-unlogged' and 'w2g-machine-paid': the casino of the jackpot. */
  casinoId?: string | null;
}

const cents = (n: number | string | null) => toCents(toNumber(n));
const usd = formatCurrency;

/**
 * What to fix before filing, by date: W-2Gs with no play logged that day, jackpots "paid by the machine" that the
 * day's slot sessions cannot hold, W-2G forms without a photo, casino sessions left open, slot sessions without a casino.
 */
export function findGaps(year: number, play: YearPlay, grouped: GroupedSessions): Gap[] {
  const inYear = (date: string) => Number(date.slice(0, 4)) === year;
  const jackpots = play.jackpots.filter((j) => inYear(j.jackpot_date));
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
  return [
    ...unlogged,
    ...unlikelyMachinePay,
    ...jackpots
      .filter((j) => j.w2g_received && j.images.length === 0)
      .map((j) => ({
        kind: 'w2g-photo' as const,
        id: j.id,
        date: j.jackpot_date,
        label: `W-2G at ${j.casino?.name ?? 'an unknown casino'} without a photo`,
      })),
    ...play.casinoSessions
      .filter((v) => inYear(v.arrival_date) && (v.departure_date === null || v.final_cash === null))
      .map((v) => ({
        kind: 'open-casino-session' as const,
        id: v.id,
        date: v.arrival_date,
        label: `Casino session at ${v.casino?.name ?? 'a casino'} without ${v.final_cash === null ? 'final cash' : 'departure'}: its slot sessions count on their own`,
      })),
    ...play.slots
      .filter((s) => inYear(s.session_date) && s.casino_id === null)
      .map((s) => ({ kind: 'no-casino' as const, id: s.id, date: s.session_date, label: 'Slot session without a casino' })),
  ].sort((a, b) => a.date.localeCompare(b.date));
}
