/**
 * The worker side of askPlayWorker (./play-worker.ts): imported only by workers, so it never loads the page's
 * supabase client (which keeps the session in localStorage, which a worker has not).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@/lib/database.types';
import type { PlayRange } from './year-play-reads';

/** What a play worker is sent: the API and the player's token (it makes its own client) and the range to read. */
export interface PlayWorkerRequest {
  url: string;
  anonKey: string;
  accessToken: string;
  range: PlayRange;
  year: number;
}

export type PlayWorkerAnswer<T> = { ok: true; value: T } | { ok: false; message: string };

/** Answers each request with `work`, given a client made with the player's token. */
export function answerPlayRequests<T>(work: (client: SupabaseClient<Database>, request: PlayWorkerRequest) => Promise<T>): void {
  self.onmessage = async (e: MessageEvent<PlayWorkerRequest>) => {
    const { url, anonKey, accessToken } = e.data;
    try {
      const client = createClient<Database>(url, anonKey, { accessToken: async () => accessToken });
      self.postMessage({ ok: true, value: await work(client, e.data) } satisfies PlayWorkerAnswer<T>);
    } catch (error) {
      const message =
        error instanceof Error || (error && typeof error === 'object' && 'message' in error)
          ? String((error as Error).message)
          : String(error);
      self.postMessage({ ok: false, message } satisfies PlayWorkerAnswer<T>);
    }
  };
}
