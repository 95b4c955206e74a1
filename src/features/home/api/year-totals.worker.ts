/**
 * Reads a year of play and groups it into Home's "This year" figures off the main thread: a heavy player's year
 * (thousands of rows) would otherwise be parsed and grouped while Home is starting. Only the four figures come
 * back. Requests go through a client made with the player's access token (the page's own client keeps the session).
 */
import { createClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import { readYearPlay, type PlayRange } from '@/api/year-play-reads';
import { yearTotalsOf, type YearTotals } from '../lib/year-totals';

export interface YearTotalsRequest {
  url: string;
  anonKey: string;
  accessToken: string;
  range: PlayRange;
  year: number;
}

export type YearTotalsAnswer = { ok: true; totals: YearTotals } | { ok: false; message: string };

self.onmessage = async (e: MessageEvent<YearTotalsRequest>) => {
  const { url, anonKey, accessToken, range, year } = e.data;
  try {
    const client = createClient<Database>(url, anonKey, { accessToken: async () => accessToken });
    const totals = yearTotalsOf(await readYearPlay(client, range), year);
    self.postMessage({ ok: true, totals } satisfies YearTotalsAnswer);
  } catch (error) {
    const message =
      error instanceof Error || (error && typeof error === 'object' && 'message' in error)
        ? String((error as Error).message)
        : String(error);
    self.postMessage({ ok: false, message } satisfies YearTotalsAnswer);
  }
};
