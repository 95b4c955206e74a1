import type { PlayJackpotRow, YearPlay } from '@/api/get-year-play';
import { toNumber } from '@/lib/money';
import { fromCents, toCents } from '@/lib/tax/cents';
import { w2gFormTotals, type W2gFormTotals } from '@/lib/tax/w2g-forms';

/** The year's W-2G forms (lib/tax/w2g-forms.ts: the jackpots the casino gave a form for) and the jackpots with none. */
export interface W2gYear extends W2gFormTotals {
  met: PlayJackpotRow[];
  /** Jackpots without a form (below the threshold, unless the player said otherwise): still taxable income. */
  below: PlayJackpotRow[];
  belowTotal: number;
}

/** The jackpots of `year` split into W-2G forms (the casino gave one: `w2g_received`) and the ones without. */
export function w2gYear(year: number, play: Pick<YearPlay, 'jackpots'>): W2gYear {
  const jackpots = play.jackpots.filter((j) => Number(j.jackpot_date.slice(0, 4)) === year);
  const met = jackpots.filter((j) => j.w2g_received);
  const below = jackpots.filter((j) => !j.w2g_received);
  return {
    ...w2gFormTotals(jackpots),
    met,
    below,
    belowTotal: fromCents(below.reduce((t, j) => t + toCents(toNumber(j.amount)), 0)),
  };
}
