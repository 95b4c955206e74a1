import { lazy, Suspense, useDeferredValue, useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Download, FileText } from 'lucide-react';
import { useYearPlay } from '@/api/get-year-play';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { downloadBlob, downloadCsv } from '@/lib/csv';
import { withToast } from '@/lib/lazy-toast';
import { useFirstPagePainted } from '@/hooks/use-lazy-module';
import { useExportDiaryPdf } from '../api/export-diary-pdf';
import { useWinLossStatements } from '../api/win-loss-statements';
import { diaryCsv, diaryFileName } from '../lib/diary';
import { taxRulesForYear } from '@/lib/tax/tax-rules';
import { buildTaxYear } from '../lib/tax-year-model';
import { FIRST_TAX_YEAR, taxYearFromParam } from '../lib/tax-year-choice';
import { GapList } from './gap-list';
import { LossEstimateCard } from './loss-estimate-card';
import { SessionMethodCard } from './session-method-card';
import { W2gFormsCard } from './w2g-forms-card';
import { TaxYearHeader } from './tax-year-header';

/** The reconciliation (a form per casino, with its form and validation libraries) is fetched once the page has painted. */
const loadReconciliation = () => import('./reconciliation');
const Reconciliation = lazy(() => loadReconciliation().then((m) => ({ default: m.Reconciliation })));

const CumulativeNetChart = lazy(() => import('@/components/charts/cumulative-net-chart').then((m) => ({ default: m.CumulativeNetChart })));

/** /tax-year: one calendar year for the tax return (default: the last complete year until April 15, then the current one). */
export function TaxYearPage() {
  const [params, setParams] = useSearchParams();
  const current = new Date().getFullYear();
  const year = taxYearFromParam(params.get('year'));
  const play = useYearPlay(`${year}-01-01`, `${year}-12-31`);
  const statements = useWinLossStatements();
  const pdf = useExportDiaryPdf();
  const input = useMemo(
    () => (play.data && statements.data ? { year, play: play.data, statements: statements.data } : null),
    [year, play.data, statements.data],
  );
  // A heavy year is thousands of rows: the model and the cards over it are rendered in the background (a
  // transition React slices and interrupts for input) once they arrive, not in one long task. A deferred
  // input of another year is not shown (the year's heading would not match its figures).
  const deferred = useDeferredValue(input);
  const model = useMemo(
    () => (deferred && deferred.year === year ? buildTaxYear(deferred.year, deferred.play, deferred.statements) : null),
    [year, deferred],
  );
  const error = play.error ?? statements.error;
  const painted = useFirstPagePainted();
  useEffect(() => {
    if (painted) void loadReconciliation().catch(() => undefined);
  }, [painted]);

  const years: number[] = [];
  for (let y = current; y >= FIRST_TAX_YEAR; y--) years.push(y);

  const downloadPdf = () => {
    if (!model) return;
    pdf.mutate(model.diary, {
      onSuccess: (blob) => {
        downloadBlob(blob, diaryFileName(year, 'pdf'));
        withToast((toast) => toast.success('Diary PDF downloaded'));
      },
    });
  };

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4">
      <title>{`Tax Year ${year} · Slot Play Tracker`}</title>
      <TaxYearHeader year={year} years={years} current={current} onYearChange={(y) => setParams({ year: String(y) })} />

      {error ? (
        <Card>
          <CardContent role="alert">Failed to load the tax year. Please try again.</CardContent>
        </Card>
      ) : (
        <>
          {/* Its heading and rule depend on the year only: on screen at once, the same element once the figures are in. */}
          <W2gFormsCard year={year} rules={model?.rules ?? taxRulesForYear(year)} model={model} />
          {!model ? (
            <div className="space-y-3" aria-busy="true" role="status" aria-label="Loading tax year">
              <Skeleton className="h-40 w-full" />
            </div>
          ) : (
            <>
              <SessionMethodCard model={model} />
              <LossEstimateCard year={year} model={model} />
              <Card>
                <CardHeader>
                  <CardTitle>Reconciliation by casino</CardTitle>
                  <CardDescription>
                    Your W-2Gs and sessions at each casino, beside the figure of the casino&apos;s own win/loss statement if you enter it.
                  </CardDescription>
                </CardHeader>
                <CardContent>
                  <Suspense fallback={<Skeleton className="h-40 w-full" />}>
                    <Reconciliation
                      year={year}
                      rows={model.reconciliation.rows}
                      total={model.reconciliation.total}
                      statements={statements.data ?? []}
                    />
                  </Suspense>
                </CardContent>
              </Card>

              <Card>
                <CardHeader>
                  <CardTitle>Gaps to fix before filing</CardTitle>
                </CardHeader>
                <CardContent>
                  <GapList gaps={model.gaps} />
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

              <Card>
                <CardHeader>
                  <CardTitle>Gambling diary {year}</CardTitle>
                  <CardDescription>
                    Date, type of wager, establishment and address, machine, amounts won and lost and the people present (IRS Publication
                    529). The Session rows are the only ones that add up to the totals; casino sessions, slot sessions and W-2Gs are listed
                    apart as evidence.
                  </CardDescription>
                </CardHeader>
                <CardContent className="flex flex-wrap gap-2">
                  <Button variant="outline" onClick={() => downloadCsv(diaryCsv(model.diary), diaryFileName(year, 'csv'))}>
                    <Download aria-hidden /> Diary CSV
                  </Button>
                  <Button onClick={downloadPdf} disabled={pdf.isPending}>
                    <FileText aria-hidden /> {pdf.isPending ? 'Generating PDF...' : 'Diary PDF'}
                  </Button>
                </CardContent>
              </Card>

              <Card>
                <CardHeader>
                  <CardTitle>Sources</CardTitle>
                </CardHeader>
                <CardContent>
                  <ul className="list-disc space-y-1 pl-5 text-sm text-muted-foreground">
                    {model.rules.sources.map((s) => (
                      <li key={s}>{s}</li>
                    ))}
                    <li>
                      IRS Notice 2015-21 (proposed session method safe harbour for slot machines); IRS Publication 529 and Rev. Proc. 77-29
                      (gambling diary)
                    </li>
                  </ul>
                  <p className="mt-2 text-sm">
                    <Link className="underline" to={paths.w2gReports.getHref()}>
                      Reports
                    </Link>{' '}
                    has every jackpot with its photo.
                  </p>
                </CardContent>
              </Card>
            </>
          )}
        </>
      )}
    </div>
  );
}
