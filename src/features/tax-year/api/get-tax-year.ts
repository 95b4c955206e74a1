import { useCallback } from 'react';
import { useYearPlay, type YearPlay } from '@/api/get-year-play';
import type { GroupedSessions } from '@/lib/tax/session-method';
import { buildTaxYear, groupYear, type TaxYearModel } from '../lib/tax-year-model';
import { useWinLossStatements, type WinLossStatement } from './win-loss-statements';

type GroupedYear = { year: number; play: YearPlay; grouped: GroupedSessions };

/**
 * One calendar year for the tax return, worked out in two steps, each in a query's memoised `select` (TanStack keeps
 * its result while the data and the function are the same, across renders React throws away or restarts): the year's
 * play grouped by the session method (the heavy step, tens of milliseconds on a slow phone with a heavy year), then
 * the model over it and the statement figures (a statement saved later redoes only this step).
 */
export function useTaxYear(year: number): {
  model: TaxYearModel | null;
  statements: WinLossStatement[];
  error: Error | null;
} {
  const group = useCallback((play: YearPlay): GroupedYear => ({ year, play, grouped: groupYear(year, play) }), [year]);
  const play = useYearPlay(`${year}-01-01`, `${year}-12-31`, group);
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
