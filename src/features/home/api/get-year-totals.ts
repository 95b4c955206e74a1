import { useQuery } from '@tanstack/react-query';
import { SESSIONS_ROOT } from '@/api/query-roots';
import { useAuth } from '@/hooks/use-auth';
import { askPlayWorker } from '@/api/play-worker';
import type { YearTotals } from '../lib/year-totals';

/**
 * Home's "This year" figures, read and grouped in a worker (./year-totals.worker.ts); where the browser has no
 * workers, here. Under 'sessions': every session and W2G write refreshes it. Small, so kept for offline use.
 */
async function getYearTotals(userId: string, year: number, signal: AbortSignal): Promise<YearTotals> {
  const range = { userId, start: `${year}-01-01`, end: `${year}-12-31` };
  if (typeof Worker === 'undefined') {
    // Only where there are no workers: the reader and the session method are not part of Home's own code.
    const [{ getYearPlay }, { yearTotalsOf }] = await Promise.all([import('@/api/get-year-play'), import('../lib/year-totals')]);
    return yearTotalsOf(await getYearPlay(range, signal), year);
  }
  return askPlayWorker<YearTotals>(
    () => new Worker(new URL('./year-totals.worker.ts', import.meta.url), { type: 'module', name: 'year-totals' }),
    { range, year },
    signal,
    'This year could not be added up in this browser',
  );
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
