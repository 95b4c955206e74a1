import { lazy, Suspense } from 'react';
import { incomeLineSourceFor } from '@/lib/tax/tax-rules';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import type { WinLossStatement } from '../api/win-loss-statements';
import type { TaxYearModel } from '../lib/tax-year-model';
import { LossEstimateCard } from './loss-estimate-card';
import { SessionMethodCard } from './session-method-card';
import { SessionTable } from './session-table';
import { W2gFormsCard } from './w2g-forms-card';

/*
 * Tax Year's folded parts, each rendered only when the player opens it (Fold). The reconciliation (with its form
 * and validation libraries) and the chart are fetched then too.
 */
const Reconciliation = lazy(() => import('./reconciliation').then((m) => ({ default: m.Reconciliation })));
const CumulativeNetChart = lazy(() => import('@/components/charts/cumulative-net-chart').then((m) => ({ default: m.CumulativeNetChart })));

/** "Why?": how the answer is worked out, with the rules and their sources. */
export function WhyCards({ year, model }: { year: number; model: TaxYearModel }) {
  return (
    <>
      <W2gFormsCard year={year} rules={model.rules} model={model} />
      <SessionMethodCard model={model} />
      <LossEstimateCard year={year} model={model} />
      <Card>
        <CardHeader>
          <CardTitle>Sources</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {model.rules.sources.map((s) => (
              <li key={s}>{s}</li>
            ))}
            <li>{incomeLineSourceFor(year)}: where gambling income goes on the return</li>
            <li>
              IRS Notice 2015-21 (proposed session method safe harbour for slot machines); IRS Publication 529 and Rev. Proc. 77-29
              (gambling diary)
            </li>
          </ul>
          <p className="mt-2 text-sm text-muted-foreground">
            The gambling diary has the date, type of wager, establishment and address, machine, amounts won and lost and the people present
            (IRS Publication 529). The Session rows are the only ones that add up to the totals; casino sessions, slot sessions and W-2Gs
            are listed apart as evidence.
          </p>
          <p className="mt-2 text-sm">
            <Link className="underline" to={paths.w2gReports.getHref()}>
              Reports
            </Link>{' '}
            has every jackpot with its photo.
          </p>
        </CardContent>
      </Card>
    </>
  );
}

/** "Show every session": the year's sessions by casino and day, and the cumulative net by month. */
export function SessionCards({ year, model }: { year: number; model: TaxYearModel }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>Sessions by casino and day</CardTitle>
          <CardDescription>One session per casino per calendar day; each wins or loses by what you left with.</CardDescription>
        </CardHeader>
        <CardContent className="overflow-x-auto">
          <SessionTable sessions={model.grouped.sessions} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Cumulative net result by month</CardTitle>
          <CardDescription>
            The session results above, by month: slot sessions, casino sessions and W-2Gs, each dollar counted once.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<Skeleton className="h-56 w-full" />}>
            <CumulativeNetChart months={model.months} title={`Cumulative net result by month, ${year}`} />
          </Suspense>
        </CardContent>
      </Card>
    </>
  );
}

/** The reconciliation by casino, with the form for a casino's win/loss statement figure (its code comes when opened). */
export function ReconciliationCard({ year, model, statements }: { year: number; model: TaxYearModel; statements: WinLossStatement[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reconciliation by casino</CardTitle>
        <CardDescription>
          Your W-2Gs and sessions at each casino, beside the figure of the casino&apos;s own win/loss statement if you enter it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <Reconciliation year={year} rows={model.reconciliation.rows} total={model.reconciliation.total} statements={statements} />
        </Suspense>
      </CardContent>
    </Card>
  );
}
