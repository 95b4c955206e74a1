import { lazy, startTransition, Suspense, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Helpline } from '@/components/helpline';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAuth } from '@/hooks/use-auth';
import { usePlayInsights } from '../api/get-play-insights';
import { highlights } from '../lib/highlights';
import {
  INSIGHT_GROUPS,
  insightSearch,
  parseInsightParams,
  periodBounds,
  periodFromValue,
  periodPhrase,
  periodValue,
} from '../lib/insight-period';
import { InsightsHeader } from './insights-header';
import { InsightsSummary } from './insights-summary';
import { InsightsTable } from './insights-table';

const InsightsCharts = lazy(() => import('./insights-charts').then((m) => ({ default: m.InsightsCharts })));

export const NO_PLAY_TEXT = 'No slot sessions in this period.';

/** /insights: what a period of play cost and returned, by casino, game, manufacturer, day, hour and month. */
export function InsightsPage() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const { period, group, problems } = parseInsightParams(params);
  const bounds = periodBounds(period);
  const query = { userId: user?.id ?? '', group, from: bounds?.from ?? null, to: bounds?.to ?? null };
  const insights = usePlayInsights(query);
  const [chartsOpen, setChartsOpen] = useState(false);
  const data = insights.data;
  const lines = data ? highlights(data, group, periodPhrase(period)) : [];
  // A transition: the select closes and paints at once; the new period's or grouping's figures render after.
  const choose = (search: string) => startTransition(() => setParams(search, { replace: true }));

  return (
    <div className="mx-auto w-full max-w-6xl space-y-4">
      <title>Insights · Slot Play Tracker</title>
      <InsightsHeader
        period={periodValue(period)}
        group={group}
        onPeriod={(value) => choose(insightSearch(periodFromValue(value), group))}
        onGroup={(value) => choose(insightSearch(period, value))}
      />
      {problems.length > 0 && (
        <div role="alert" className="rounded-lg border border-destructive/50 p-3 text-sm">
          <p className="font-medium">This link has something Insights cannot show:</p>
          <ul className="list-disc pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      {insights.isError && !data ? (
        <p role="alert" className="py-10 text-center text-sm text-destructive">
          Failed to load your insights.
        </p>
      ) : !data ? (
        <Skeleton className="h-64 w-full" role="status" aria-label="Loading insights" />
      ) : !data.period ? (
        <Card>
          <CardContent className="space-y-2 py-8 text-center">
            <p>{NO_PLAY_TEXT}</p>
            <p className="text-sm text-muted-foreground">
              Pick another period, or{' '}
              <Link className="underline underline-offset-2" to={paths.sessions.getHref()}>
                log a session
              </Link>
              .
            </p>
          </CardContent>
        </Card>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>Highlights</CardTitle>
            </CardHeader>
            <CardContent className="space-y-3">
              <ul className="list-disc space-y-1 pl-5">
                {lines.map((l) => (
                  <li key={l}>{l}</li>
                ))}
              </ul>
              <p className="text-sm text-muted-foreground">
                Past results do not change the odds: every spin is independent of the ones before it.
              </p>
              <Helpline />
            </CardContent>
          </Card>
          <InsightsSummary data={data} hasPrevious={bounds != null} />
          <Card>
            <CardHeader>
              <CardTitle>By {INSIGHT_GROUPS.find((g) => g.value === group)?.label.toLowerCase()}</CardTitle>
              <CardDescription>
                Only what you played in this period. Open a name to see its sessions.
                {group === 'game' &&
                  ' Bonuses / hour: the bonuses you counted at the machine per hour played, over the sessions you counted them in.'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <InsightsTable group={group} rows={data.rows} period={bounds} />
            </CardContent>
          </Card>
          <details className="rounded-xl border bg-card p-4" onToggle={(e) => setChartsOpen(e.currentTarget.open)}>
            <summary className="cursor-pointer font-semibold">Charts</summary>
            <div className="pt-4">
              {chartsOpen && (
                <Suspense fallback={<Skeleton className="h-40 w-full" />}>
                  <InsightsCharts query={{ userId: query.userId, from: query.from, to: query.to }} />
                </Suspense>
              )}
            </div>
          </details>
        </>
      )}
    </div>
  );
}
