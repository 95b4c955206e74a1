import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Download, FileText, Landmark } from 'lucide-react';
import { toast } from 'sonner';
import { useYearPlay } from '@/api/get-year-play';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { downloadBlob, downloadCsv } from '@/lib/csv';
import { formatCurrency, formatSignedCurrency, formatWholeDollars, netColorClass } from '@/lib/money';
import { useExportDiaryPdf } from '../api/export-diary-pdf';
import { useWinLossStatements } from '../api/win-loss-statements';
import { diaryCsv, diaryFileName } from '../lib/diary';
import { buildTaxYear, defaultTaxYear } from '../lib/tax-year-model';
import { GapList } from './gap-list';
import { Reconciliation } from './reconciliation';
import { SessionTable } from './session-table';
import { W2gTable } from './w2g-table';

const CumulativeNetChart = lazy(() => import('@/components/charts/cumulative-net-chart').then((m) => ({ default: m.CumulativeNetChart })));

const FIRST_YEAR = 2015;

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={`text-xl font-bold tabular-nums ${className ?? ''}`}>{value}</dd>
    </div>
  );
}

/** /tax-year: one calendar year for the tax return (default: the last complete year until April 15, then the current one). */
export function TaxYearPage() {
  const [params, setParams] = useSearchParams();
  const current = new Date().getFullYear();
  const fallback = defaultTaxYear();
  const asked = Number(params.get('year'));
  const year = Number.isInteger(asked) && asked >= FIRST_YEAR && asked <= current ? asked : fallback;
  const play = useYearPlay(`${year}-01-01`, `${year}-12-31`);
  const statements = useWinLossStatements();
  const pdf = useExportDiaryPdf();
  const model = useMemo(() => (play.data && statements.data ? buildTaxYear(year, play.data, statements.data) : null), [year, play.data, statements.data]);
  const error = play.error ?? statements.error;

  useEffect(() => {
    const previous = document.title;
    document.title = `Tax Year ${year} · Slot Play Tracker`;
    return () => {
      document.title = previous;
    };
  }, [year]);

  const years: number[] = [];
  for (let y = current; y >= FIRST_YEAR; y--) years.push(y);

  const downloadPdf = () => {
    if (!model) return;
    pdf.mutate(model.diary, {
      onSuccess: (blob) => {
        downloadBlob(blob, diaryFileName(year, 'pdf'));
        toast.success('Diary PDF downloaded');
      },
    });
  };
  const obbba = year >= 2026;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-4">
      <PageHeader
        title={
          <span className="flex items-center gap-2">
            <Landmark className="size-6 text-primary" aria-hidden /> Tax Year
          </span>
        }
        description="What to report, and the records to prove it. An estimate, not tax advice."
        actions={
          <div className="flex items-center gap-2">
            <label htmlFor="tax-year-select" className="text-sm font-medium">
              Tax year
            </label>
            <select
              id="tax-year-select"
              value={year}
              onChange={(e) => setParams({ year: e.target.value })}
              className="h-9 rounded-md border bg-background px-2 text-sm"
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                  {y === current ? ' (in progress)' : ''}
                </option>
              ))}
            </select>
          </div>
        }
      />

      {error ? (
        <Card>
          <CardContent role="alert">Failed to load the tax year. Please try again.</CardContent>
        </Card>
      ) : !model ? (
        <div className="space-y-3" aria-busy="true" role="status" aria-label="Loading tax year">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : (
        <>
          <Card>
            <CardHeader>
              <CardTitle>W-2G forms {year}</CardTitle>
              <CardDescription>
                A casino gives you a W-2G (the payer is the casino) for a slot jackpot of {formatWholeDollars(model.rules.w2gSlotThreshold)} or more paid
                in {year}
                {obbba ? ' (the threshold set by the 2025 tax law (One Big Beautiful Bill Act), indexed for inflation after 2026)' : ''}
                {model.rules.assumed ? ` (the ${model.rules.lastKnownYear} amount: the inflation-indexed figure is not in the table yet)` : ''}.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-3">
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <Figure label="W-2G forms" value={String(model.w2g.count)} />
                <Figure label="Total on W-2G forms" value={formatCurrency(model.w2g.totalWon)} />
                <Figure label="Federal tax withheld" value={formatCurrency(model.w2g.federalWithheld)} />
                <Figure label="State tax withheld" value={model.w2g.stateWithheld === null ? 'Not recorded' : formatCurrency(model.w2g.stateWithheld)} />
              </dl>
              {model.w2g.stateWithheld !== null && model.w2g.stateNotRecorded > 0 ? (
                <p className="text-sm">
                  {model.w2g.stateNotRecorded} W-2G form{model.w2g.stateNotRecorded === 1 ? '' : 's'} without the state figures (boxes 13-15): add them on the
                  jackpot.
                </p>
              ) : null}
              <W2gTable jackpots={model.w2g.met} caption={`W-2G forms ${year}`} empty={`No jackpot of ${formatWholeDollars(model.rules.w2gSlotThreshold)} or more recorded in ${year}.`} />
              <h3 className="pt-2 font-medium">Below the W-2G threshold: no form is issued, still taxable income</h3>
              <p className="text-sm" data-testid="below-threshold">
                {model.w2g.below.length} jackpot{model.w2g.below.length === 1 ? '' : 's'} below {formatWholeDollars(model.rules.w2gSlotThreshold)}, {formatCurrency(model.w2g.belowTotal)} in
                all. They are inside your session results below.
              </p>
              {model.w2g.below.length > 0 ? <W2gTable jackpots={model.w2g.below} caption={`Jackpots below the W-2G threshold ${year}`} empty="" /> : null}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Session method</CardTitle>
              <CardDescription>
                IRS Notice 2015-21 is a proposed safe harbour for slot play tracked electronically (e.g. a player&apos;s card): one session per casino per
                calendar day; a session wins or loses by what you leave with.
              </CardDescription>
            </CardHeader>
            <CardContent className="space-y-3">
              <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                <Figure label="Total session gains" value={formatCurrency(model.grouped.totals.gains)} className="text-emerald-600" />
                <Figure label="Total session losses" value={formatCurrency(model.grouped.totals.losses)} className="text-red-600" />
                <Figure label="Winning sessions" value={String(model.grouped.totals.winning)} />
                <Figure label="Losing sessions" value={String(model.grouped.totals.losing)} />
              </dl>
              <p className="text-sm">
                Net for the year:{' '}
                <span className={netColorClass(model.grouped.totals.net)}>{formatSignedCurrency(model.grouped.totals.net)}</span> over{' '}
                {model.grouped.totals.sessions} sessions.
              </p>
              <ul className="list-disc space-y-1 pl-5 text-sm">
                <li>Gains are gambling income (Schedule 1, line 8b on the 2025 Form 1040).</li>
                <li>Losses are an itemised deduction (Schedule A, line 16), and nothing if you take the standard deduction.</li>
                <li>
                  Tax withheld on a W-2G is a tax payment, not a gambling loss: it is added back to the session the jackpot was won in. A W-2G with no play
                  logged that day counts as a gain of its amount until you log the session.
                </li>
                <li>A visit past midnight or over several days is split by calendar day: each dollar counts once, in one tax year.</li>
              </ul>
              <p className="text-sm text-muted-foreground">
                Why W-2G totals are not session results: a jackpot is usually played back into the machine the same day, so the session keeps only what was left when you stopped.
              </p>
              <SessionTable sessions={model.grouped.sessions} />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Deductible losses estimate</CardTitle>
              <CardDescription>For someone who itemises (itemise = list deductions on Schedule A). An estimate, not tax advice.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-2">
              <p className="text-2xl font-bold tabular-nums" data-testid="deductible-estimate">
                {formatCurrency(model.loss.deductible)}
              </p>
              <p className="text-sm">
                Rule applied: {model.loss.rule}
                {model.loss.assumed ? ` (the ${model.rules.lastKnownYear} rule; later changes are not in the table yet)` : ''}
              </p>
              {obbba ? <p className="text-sm">The 90% limit comes from the 2025 tax law (One Big Beautiful Bill Act).</p> : null}
              <p className="text-sm text-muted-foreground">
                Losses {formatCurrency(model.loss.losses)} x {Math.round(model.loss.rate * 100)}% = {formatCurrency(model.loss.allowedBeforeCap)}
                {model.loss.cappedAtGains ? `, capped at gains of ${formatCurrency(model.loss.gains)}` : ''}.
              </p>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle>Reconciliation by casino</CardTitle>
              <CardDescription>Your W-2Gs and sessions at each casino, beside the figure of the casino&apos;s own win/loss statement if you enter it.</CardDescription>
            </CardHeader>
            <CardContent>
              <Reconciliation year={year} rows={model.reconciliation.rows} total={model.reconciliation.total} statements={statements.data ?? []} />
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
              <CardDescription>The session results above, by month: slot sessions, casino visits and W-2Gs, each dollar counted once.</CardDescription>
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
                Date, type of wager, establishment and address, machine, amounts won and lost and the people present (IRS Publication 529). The Session rows
                are the only ones that add up to the totals; visits, slot sessions and W-2Gs are listed apart as evidence.
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
                <li>IRS Notice 2015-21 (proposed session method safe harbour for slot machines); IRS Publication 529 and Rev. Proc. 77-29 (gambling diary)</li>
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
    </div>
  );
}
