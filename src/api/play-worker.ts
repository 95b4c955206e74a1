import { env } from '@/config/env';
import { supabase } from '@/lib/supabase';
import type { PlayRange } from './year-play-reads';
import type { PlayWorkerAnswer, PlayWorkerRequest } from './play-worker-answer';

/**
 * Runs one request in a new module worker that reads a year of play itself and works on it off the main thread
 * (Home's "This year" line, the Tax Year's grouping), then ends it. Only the answer crosses back: the page neither
 * parses the rows' JSON nor groups them while a screen is starting.
 */
export async function askPlayWorker<T>(
  start: () => Worker,
  ask: { range: PlayRange; year: number },
  signal: AbortSignal,
  failure: string,
): Promise<T> {
  const { data } = await supabase.auth.getSession();
  const accessToken = data.session?.access_token;
  if (!accessToken) throw new Error('Sign in to see your play');
  const worker = start();
  try {
    return await new Promise<T>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<PlayWorkerAnswer<T>>) => (e.data.ok ? resolve(e.data.value) : reject(new Error(e.data.message)));
      worker.onerror = (e) => {
        e.preventDefault();
        reject(new Error(failure));
      };
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      worker.postMessage({ url: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY, accessToken, ...ask } satisfies PlayWorkerRequest);
    });
  } finally {
    worker.terminate();
  }
}
