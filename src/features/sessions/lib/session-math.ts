import { roundMoney, toNumber } from '@/lib/money';
import type { Json } from '@/lib/database.types';
import type { SlotMoney } from '@/lib/slot-money';

/** Slot net result: money out minus the player's own money in (money in less the casino's free play). */
export function slotNet(moneyIn: number | null | undefined, moneyOut: number | null | undefined, freePlay: number | null = 0): number {
  return roundMoney((moneyOut ?? 0) - ((moneyIn ?? 0) - (freePlay ?? 0)));
}

/**
 * A slot session's result (R4' of migration 20260101004200_free_play, where the server keeps it as `result`):
 * its net (money out - (money in - free play)) plus `jackpot_net`, what its linked W2Gs add (a hand pay's amount, else the
 * tax withheld). `withJackpot` is true when the jackpots change the net, so the screen can say so.
 */
export function slotResult(s: {
  coins_in: number | string;
  coins_out: number | string;
  free_play?: number | string | null;
  jackpot_net?: number | string | null;
}): {
  net: number;
  result: number;
  withJackpot: boolean;
} {
  const net = slotNet(toNumber(s.coins_in), toNumber(s.coins_out), toNumber(s.free_play ?? 0));
  const jackpot = toNumber(s.jackpot_net ?? 0);
  return { net, result: roundMoney(net + jackpot), withJackpot: jackpot !== 0 };
}

/** A slot session's money in the app's one vocabulary (coin in, free play, money out, hand pays, net: lib/slot-money). */
export function slotMoney(s: Parameters<typeof slotResult>[0]): SlotMoney {
  return {
    coinIn: toNumber(s.coins_in),
    freePlay: toNumber(s.free_play ?? 0),
    moneyOut: toNumber(s.coins_out),
    handPays: toNumber(s.jackpot_net ?? 0),
    net: slotResult(s).result,
  };
}

export interface AdditionalCashEntry {
  amount: number;
  timestamp: string;
  note: string | null;
}

/** Reads a casino session's additional_cash jsonb as entries (anything malformed is skipped). */
export function parseAdditionalCash(value: Json | null | undefined): AdditionalCashEntry[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((e) => {
    if (!e || typeof e !== 'object' || Array.isArray(e)) return [];
    const amount = toNumber(e.amount as number | string | null);
    const timestamp = typeof e.timestamp === 'string' ? e.timestamp : '';
    const note = typeof e.note === 'string' ? e.note : null;
    return [{ amount, timestamp, note }];
  });
}

/** Sum of the added cash amounts. */
export function totalAdditionalCash(entries: AdditionalCashEntry[]): number {
  return roundMoney(entries.reduce((sum, e) => sum + e.amount, 0));
}

/** Total cash in of a casino session: starting cash plus every added amount. */
export function totalCashIn(startingCash: number | null | undefined, entries: AdditionalCashEntry[]): number {
  return roundMoney((startingCash ?? 0) + totalAdditionalCash(entries));
}

/** Net preview of a casino session: final cash minus total cash in; null while there is no final cash. */
export function casinoNet(
  startingCash: number | null | undefined,
  entries: AdditionalCashEntry[],
  finalCash: number | null | undefined,
): number | null {
  if (finalCash == null) return null;
  return roundMoney(finalCash - totalCashIn(startingCash, entries));
}

export type CasinoSessionStatus = 'Active' | 'Completed';

/** Active while final_cash is empty, Completed once it is set. */
export function casinoSessionStatus(finalCash: number | null | undefined): CasinoSessionStatus {
  return finalCash == null ? 'Active' : 'Completed';
}
