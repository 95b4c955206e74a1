import { useCallback } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { askPlayWorker } from '@/api/play-worker';
import { SESSIONS_ROOT } from '@/api/query-roots';
import { yearPlayQueryOptions, type PlayRange, type YearPlay } from '@/api/get-year-play';
import { useAuth } from '@/hooks/use-auth';
import type { GroupedSessions } from '@/lib/tax/session-method';
import { buildTaxYear, groupYear, type TaxYearModel } from '../lib/tax-year-model';
import { useWinLossStatements, type WinLossStatement } from './win-loss-statements';

type GroupedYear = { year: number; play: YearPlay; grouped: GroupedSessions };

/**
 * A year's play grouped by the session method. Read and grouped in a worker (./tax-year-play.worker.ts): on a
 * heavy year the grouping alone is ~180 ms of a 4x-throttled phone's main thread, and the rows' JSON is parsed
 * there too. Where the browser has no workers, here, from the shared year-play query (its cached copy when
 * another screen read it).
 */
async function getGroupedYear(client: QueryClient, range: PlayRange, year: number, signal: AbortSignal): Promise<GroupedYear> {
  if (typeof Worker === 'undefined') {
    const play = await client.ensureQueryData(yearPlayQueryOptions(range));
    return { year, play, grouped: groupYear(year, play) };
  }
  const { play, grouped } = await askPlayWorker<{ play: YearPlay; grouped: GroupedSessions }>(
    () => new Worker(new URL('./tax-year-play.worker.ts', import.meta.url), { type: 'module', name: 'tax-year' }),
    { range, year },
    signal,
    'The tax year could not be worked out in this browser',
  );
  return { year, play, grouped };
}

/**
 * One calendar year for the tax return, in two steps: the year's play grouped by the session method (the heavy
 * step, off the main thread, above), then the model over it and the statement figures, in the statements query's
 * memoised `select` (TanStack keeps its result while the data and the function are the same, across renders React
 * throws away or restarts; a statement saved later redoes only this step). Under 'sessions': every session and
 * W2G write refreshes it.
 */
export function useTaxYear(year: number): {
  model: TaxYearModel | null;
  statements: WinLossStatement[];
  error: Error | null;
} {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const client = useQueryClient();
  const play = useQuery({
    queryKey: [SESSIONS_ROOT, 'tax-year', userId, year] as const,
    queryFn: ({ signal }) => getGroupedYear(client, { userId, start: `${year}-01-01`, end: `${year}-12-31` }, year, signal),
    enabled: !!userId,
  });
  const grouped = play.data;
  const build = useCallback(
    (statements: WinLossStatement[]) => ({
      statements,
      model: grouped ? buildTaxYear(grouped.year, grouped.play, statements, grouped.grouped) : null,
    }),
    [grouped],
  );
  const statements = useWinLossStatements(build);
  return {
    model: statements.data?.model ?? null,
    statements: statements.data?.statements ?? [],
    error: play.error ?? statements.error,
  };
}
