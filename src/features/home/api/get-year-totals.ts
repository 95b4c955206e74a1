import { useQuery } from '@tanstack/react-query';
import { SESSIONS_ROOT } from '@/api/query-roots';
import { getYearPlay } from '@/api/get-year-play';
import { env } from '@/config/env';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import { yearTotalsOf, type YearTotals } from '../lib/year-totals';
import type { YearTotalsAnswer, YearTotalsRequest } from './year-totals.worker';

/**
 * Home's "This year" figures, read and grouped in a worker (./year-totals.worker.ts); where the browser has no
 * workers, here. Under 'sessions': every session and W2G write refreshes it. Small, so kept for offline use.
 */
async function getYearTotals(userId: string, year: number, signal: AbortSignal): Promise<YearTotals> {
  const range = { userId, start: `${year}-01-01`, end: `${year}-12-31` };
  if (typeof Worker === 'undefined') return yearTotalsOf(await getYearPlay(range, signal), year);
  const { data } = await supabase.auth.getSession();
  const accessToken = data.session?.access_token;
  if (!accessToken) throw new Error('Sign in to see this year');
  const worker = new Worker(new URL('./year-totals.worker.ts', import.meta.url), { type: 'module', name: 'year-totals' });
  try {
    return await new Promise<YearTotals>((resolve, reject) => {
      worker.onmessage = (e: MessageEvent<YearTotalsAnswer>) => (e.data.ok ? resolve(e.data.totals) : reject(new Error(e.data.message)));
      worker.onerror = (e) => {
        e.preventDefault();
        reject(new Error('This year could not be added up in this browser'));
      };
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
      worker.postMessage({ url: env.SUPABASE_URL, anonKey: env.SUPABASE_ANON_KEY, accessToken, range, year } satisfies YearTotalsRequest);
    });
  } finally {
    worker.terminate();
  }
}

export function useYearTotals(year: number) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    queryKey: [SESSIONS_ROOT, 'year-totals', userId, year] as const,
    queryFn: ({ signal }) => getYearTotals(userId, year, signal),
    enabled: !!userId,
  });
}
