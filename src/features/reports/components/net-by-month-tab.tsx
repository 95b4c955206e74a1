import { lazy, Suspense, useMemo } from 'react';
import { Link } from 'react-router-dom';
import { toSessionMethodInputs, useYearPlay } from '@/api/get-year-play';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { cumulativeByMonth, groupSessions } from '@/lib/tax/session-method';

const CumulativeNetChart = lazy(() => import('@/components/charts/cumulative-net-chart').then((m) => ({ default: m.CumulativeNetChart })));

/** Reports tab: this year's cumulative net result by month (the Tax Year's session method: same sessions, same totals). */
export function NetByMonthTab() {
  const year = new Date().getFullYear();
  const play = useYearPlay(`${year}-01-01`, `${year}-12-31`);
  const months = useMemo(() => {
    if (!play.data) return null;
    const { slots, casinoSessions, jackpots } = toSessionMethodInputs(play.data);
    return cumulativeByMonth(groupSessions(slots, casinoSessions, jackpots, { year }).sessions, year);
  }, [play.data, year]);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Cumulative net result by month, {year}</CardTitle>
        <CardDescription>
          The session results of the Tax Year by month: slot sessions, casino sessions and W2G jackpots, one session per casino per day,
          each dollar counted once (withholding added back). Earlier years:{' '}
          <Link className="underline" to={paths.taxYear.getHref()}>
            Tax Year
          </Link>
          .
        </CardDescription>
      </CardHeader>
      <CardContent>
        {play.error ? (
          <p role="alert">Failed to load sessions.</p>
        ) : !months ? (
          <Skeleton className="h-56 w-full" />
        ) : (
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            <CumulativeNetChart months={months} title={`Cumulative net result by month, ${year}`} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
