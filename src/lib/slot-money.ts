/**
 * The one vocabulary of a slot session's money (README, glossary), for every screen that shows it:
 *   coin in       all money put in, free play included, as a casino counts it (the form's "Money In", Home's "Coin In")
 *   free play     the casino's part of the coin in
 *   own money in  coin in - free play
 *   money out     what the machine paid out (the form's "Money Out", Home's "Coin Out")
 *   hand pays     what the W2Gs linked to the session add: a hand pay's amount, or the tax withheld from a jackpot the
 *                 machine paid (jackpot_net)
 *   net           money out - coin in + free play + hand pays (the session's result)
 * The figures come from SQL (get_play_stats, the trip report, the rows' own columns); this module only says them.
 */
import { fromCents, toCents } from './tax/cents';

/** A slot session's amounts as its row holds them (numeric columns arrive as numbers or numeric strings). */
export type SlotAmounts = {
  coins_in: number | string | null;
  coins_out: number | string | null;
  free_play?: number | string | null;
  jackpot_net?: number | string | null;
};

const cents = (v: number | string | null | undefined) => {
  const n = v == null || v === '' ? 0 : Number(v);
  return Number.isFinite(n) ? toCents(n) : 0;
};

/**
 * A slot session's stored figures as the database's trigger sets them (R4' of migration 20260101004200_free_play):
 * net_result = money out - money in, result = net_result + free play + jackpot_net (what its linked W2Gs add). The
 * screens read the stored `result`; this is for a row this device changed and has not synced (and the form's
 * preview). tests/db/play-ledger-differential.test.ts proves it equal to the trigger over generated records.
 */
export function slotFigures(s: SlotAmounts): { net_result: number; result: number } {
  const net = cents(s.coins_out) - cents(s.coins_in);
  return { net_result: fromCents(net), result: fromCents(net + cents(s.free_play) + cents(s.jackpot_net)) };
}

export interface SlotMoney {
  coinIn: number;
  freePlay: number;
  moneyOut: number;
  handPays: number;
  net: number;
}

/** The words a screen puts on the sum's terms: Home keeps the spec's labels ("Coin In", "Coin Out"). */
export interface SlotMoneyWords {
  coinIn: string;
  moneyOut: string;
  net: string;
}

export const SLOT_MONEY_WORDS: SlotMoneyWords = { coinIn: 'coin in', moneyOut: 'money out', net: 'net' };

export type SlotMoneyTerm = { sign: '' | '+' | '−'; label: string; value: number };

/**
 * The sum a screen shows so that its figures add up: money out − coin in + free play + hand pays = net. Free play and
 * hand pays are left out when there are none (the sum still adds up). `addsUp` is false only for figures that do not
 * (never for rows of the database, whose result is this sum): a screen then shows no sum rather than a wrong one.
 */
export function slotMoneySum(
  m: SlotMoney,
  words: SlotMoneyWords = SLOT_MONEY_WORDS,
): { terms: SlotMoneyTerm[]; net: SlotMoneyTerm; addsUp: boolean } {
  const terms: SlotMoneyTerm[] = [
    { sign: '', label: words.moneyOut, value: m.moneyOut },
    { sign: '−', label: words.coinIn, value: m.coinIn },
  ];
  if (toCents(m.freePlay) !== 0) terms.push({ sign: '+', label: 'free play', value: m.freePlay });
  if (toCents(m.handPays) !== 0) terms.push({ sign: '+', label: 'hand pays', value: m.handPays });
  const sum = toCents(m.moneyOut) - toCents(m.coinIn) + toCents(m.freePlay) + toCents(m.handPays);
  return { terms, net: { sign: '', label: words.net, value: m.net }, addsUp: sum === toCents(m.net) };
}
