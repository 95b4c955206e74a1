/**
 * Generated play for the differential tests: casino sessions (overlapping, past midnight, a departure date without
 * a time, none at all, open ones), slot sessions mostly played around them (on an arrival's edge now and then, free
 * play on many), W-2Gs linked to a slot session or not (hand pays, federal and state withholding). Seeded: the same
 * seed gives the same records.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

/** mulberry32: a small seeded generator. */
export function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The day `offset` days after `base` (yyyy-MM-dd). */
export const day = (base: Date, offset: number) => {
  const d = new Date(base.getTime() + offset * 86_400_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

export interface PlayShape {
  seed: number;
  userId: string;
  casinos: readonly string[];
  /** The first day play may fall on, and how many days it spans (fewer days: more overlap). */
  base: Date;
  days: number;
  casinoSessions: number;
  slotSessions: number;
  jackpots: number;
}

export function generatePlay({ seed, userId, casinos, base, days, ...counts }: PlayShape) {
  const rnd = random(seed);
  const int = (n: number) => Math.floor(rnd() * n);
  const pick = <T>(list: readonly T[]) => list[int(list.length)];
  const money = (max: number) => Math.round(rnd() * max * 100) / 100;
  const time = () => `${pad(int(24))}:${pad(int(60))}:00`;
  const casinoSessions = [];
  for (let i = 0; i < counts.casinoSessions; i++) {
    const arrivalDay = int(days);
    const arrivalHour = int(24);
    const arrival_time = `${pad(arrivalHour)}:${pad(int(60))}:00`;
    const kind = rnd();
    let departure_date: string | null = null;
    let departure_time: string | null = null;
    if (kind < 0.55) {
      // Same day or past midnight, with a time.
      const later = arrivalHour + 1 + int(10);
      departure_date = day(base, arrivalDay + Math.floor(later / 24));
      departure_time = `${pad(later % 24)}:${pad(int(60))}:00`;
    } else if (kind < 0.7) {
      departure_date = day(base, arrivalDay + int(3)); // a date without a time
    } // else no departure at all
    const cashIn = money(1000);
    const open = rnd() < 0.1;
    casinoSessions.push({
      id: crypto.randomUUID(),
      user_id: userId,
      casino_id: pick(casinos),
      arrival_date: day(base, arrivalDay),
      arrival_time,
      departure_date,
      departure_time,
      starting_cash: cashIn,
      final_cash: open ? null : money(1500),
    });
  }
  const slots = [];
  for (let i = 0; i < counts.slotSessions; i++) {
    const near = rnd() < 0.7 ? pick(casinoSessions) : null; // most are played around a casino session
    const session_date =
      near && rnd() < 0.8 ? (rnd() < 0.8 ? near.arrival_date : (near.departure_date ?? near.arrival_date)) : day(base, int(days));
    const coins_in = money(500);
    const freeKind = rnd();
    slots.push({
      id: crypto.randomUUID(),
      user_id: userId,
      casino_id: rnd() < 0.05 ? null : near && rnd() < 0.9 ? near.casino_id : pick(casinos),
      session_date,
      // Exactly on an arrival now and then: the window's edge.
      session_time: near && rnd() < 0.05 ? near.arrival_time : time(),
      coins_in,
      coins_out: money(600),
      // Free play: none on most, part of the money in on some, all of it now and then (the edge the database checks).
      free_play: freeKind < 0.6 ? 0 : freeKind < 0.9 ? Math.round(coins_in * rnd() * 100) / 100 : coins_in,
    });
  }
  const jackpots = [];
  for (let i = 0; i < counts.jackpots; i++) {
    const linkTo = rnd() < 0.5 ? pick(slots) : null;
    const amount = 1000 + money(4000);
    const federal = rnd() < 0.5 ? Math.round(amount * 0.24 * 100) / 100 : 0;
    const state = rnd() < 0.3 ? Math.round(amount * 0.05 * 100) / 100 : null;
    const near = linkTo ?? pick(slots);
    jackpots.push({
      id: crypto.randomUUID(),
      user_id: userId,
      casino_id: near.casino_id ?? pick(casinos),
      jackpot_date: near.session_date,
      jackpot_time: time(),
      amount,
      tax_withheld: federal,
      state_tax_withheld: state,
      hand_pay: rnd() < 0.5,
      session_id: linkTo?.id ?? null,
    });
  }
  return { casinoSessions, slots, jackpots };
}

/** Inserts rows 600 at a time through the API (the service role: no row limit per player applies). */
export async function insertAll(service: SupabaseClient, table: string, rows: readonly object[]) {
  for (let i = 0; i < rows.length; i += 600) {
    const { error } = await service.from(table).insert(rows.slice(i, i + 600));
    if (error) throw new Error(`${table}: ${error.message}`);
  }
}
