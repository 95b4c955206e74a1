import { roundMoney, toNumber } from '@/lib/money';
import type { Json } from '@/lib/database.types';
import { slotFigures, type SlotAmounts, type SlotMoney } from '@/lib/slot-money';

/** Slot net on the player's own money (the form's preview): money out - (money in - free play), no W2Gs. */
export function slotNet(moneyIn: number | null | undefined, moneyOut: number | null | undefined, freePlay: number | null = 0): number {
  return slotFigures({ coins_in: moneyIn ?? 0, coins_out: moneyOut ?? 0, free_play: freePlay }).result;
}

/** A slot session's money in the app's one vocabulary (coin in, free play, money out, hand pays, net: lib/slot-money); the net is its stored result. */
export function slotMoney(s: SlotAmounts & { result: number | string | null }): SlotMoney {
  return {
    coinIn: toNumber(s.coins_in ?? 0),
    freePlay: toNumber(s.free_play ?? 0),
    moneyOut: toNumber(s.coins_out ?? 0),
    handPays: toNumber(s.jackpot_net ?? 0),
    net: toNumber(s.result ?? 0),
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
