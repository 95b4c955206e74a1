import { lazy, memo, Suspense, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DollarSign, Download, Landmark, Search, Trophy } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { downloadCsv } from '@/lib/csv';
import { parseLocal } from '@/lib/dates';
import { formatWholeDollars } from '@/lib/money';
import { useReportJackpots, type ReportJackpot } from '../api/get-report-jackpots';
import { usePendingJackpots, withPendingJackpots } from '../hooks/use-pending-jackpots';
import { useW2gSummary } from '../api/get-w2g-summary';
import { defaultReportRange, rangeLabel, type DateRange } from '../lib/date-range';
import { buildJackpotHaystacks, filterJackpots } from '../lib/jackpot-search';
import { monthSeries } from '../lib/month-series';
import { w2gReportCsv, w2gReportFileName } from '../lib/report-csv';
import { DateRangeFilter } from './date-range-filter';
import { DeleteJackpotDialog } from './delete-jackpot-dialog';
import { JackpotDialog, type JackpotDialogMode } from './jackpot-dialog';
import { JackpotList, type JackpotAction } from './jackpot-list';
import { StatCard } from './stat-card';
import { W2gTaxHelp } from './w2g-tax-help';

// Memo: typing in the search re-renders the tab on every key; the chart's points do not change with it.
const JackpotsByMonthChart = memo(lazy(() => import('./jackpots-by-month-chart').then((m) => ({ default: m.JackpotsByMonthChart }))));

const PAGE = 50;

/** Reports tab 'W2G Jackpots': SQL totals, tax help, chart, searchable grid, CSV. */
export function W2gReportTab() {
  // ?jackpot=<id>&date=<yyyy-MM-dd>: the jackpot just recorded opens (its year is the range shown).
  const [params, setParams] = useSearchParams();
  const savedId = params.get('jackpot');
  const savedDate = params.get('date');
  const [range, setRange] = useState<DateRange>(() =>
    savedDate && /^\d{4}-\d{2}-\d{2}$/.test(savedDate) ? defaultReportRange(parseLocal(savedDate)) : defaultReportRange(),
  );
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [shown, setShown] = useState({ key: '', count: PAGE });
  const [dialog, setDialog] = useState<{ id: string; mode: JackpotDialogMode; fromView: boolean } | null>(null);
  const [deleting, setDeleting] = useState<ReportJackpot | null>(null);

  const summary = useW2gSummary(range);
  const list = useReportJackpots(range);
  const pending = usePendingJackpots(range);
  const rows = useMemo(() => withPendingJackpots(list.data ?? [], pending), [list.data, pending]);
  const haystacks = useMemo(() => buildJackpotHaystacks(rows), [rows]);
  const filtered = useMemo(() => filterJackpots(rows, haystacks, deferredQuery, range), [rows, haystacks, deferredQuery, range]);
  const points = useMemo(() => monthSeries(range, summary.data?.by_month ?? []), [range, summary.data]);

  const listKey = `${range.start}|${range.end}|${deferredQuery}`;
  const count = shown.key === listKey ? shown.count : PAGE;
  const open = dialog ? (rows.find((j) => j.id === dialog.id) ?? null) : null;

  // The jackpot just saved opens once it is listed; then the URL forgets it (Back or a reload do not reopen it).
  const [openedSaved, setOpenedSaved] = useState<string | null>(null);
  if (savedId && savedId !== openedSaved && rows.some((j) => j.id === savedId)) {
    setOpenedSaved(savedId);
    setDialog({ id: savedId, mode: 'view', fromView: false });
  }
  useEffect(() => {
    if (!openedSaved) return;
    setParams(
      (p) => {
        p.delete('jackpot');
        p.delete('date');
        return p;
      },
      { replace: true },
    );
  }, [openedSaved, setParams]);

  const onAction = (j: ReportJackpot, action: JackpotAction) => {
    if (action === 'delete') setDeleting(j);
    else setDialog({ id: j.id, mode: action, fromView: false });
  };

  const download = () => {
    downloadCsv(w2gReportCsv(filtered), w2gReportFileName(range));
    toast.success('CSV Downloaded', { description: `${filtered.length} ${filtered.length === 1 ? 'jackpot' : 'jackpots'} saved.` });
  };

  const s = summary.data;
  return (
    <div className="space-y-4">
      <DateRangeFilter value={range} onChange={setRange} />

      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard title="Total Jackpots" icon={Trophy} loading={summary.isLoading} value={s?.count ?? 0} hint={rangeLabel(range)} />
        <StatCard title="Total Amount" icon={DollarSign} loading={summary.isLoading} value={formatWholeDollars(s?.total_amount ?? 0)} />
        <StatCard title="Tax Withheld" icon={Landmark} loading={summary.isLoading} value={formatWholeDollars(s?.total_tax_withheld ?? 0)} />
      </div>
      {summary.error && <p className="text-sm text-destructive">Failed to load the W2G totals.</p>}

      <div className="grid gap-4 lg:grid-cols-2">
        <W2gTaxHelp range={range} summary={s} />
        <Card className="gap-3">
          <CardHeader>
            <CardTitle>Jackpots by month</CardTitle>
          </CardHeader>
          <CardContent>
            {points.length === 0 ? (
              <p className="text-sm text-muted-foreground">No jackpots in this range.</p>
            ) : (
              <Suspense fallback={<Skeleton className="aspect-[64/22] w-full" />}>
                <JackpotsByMonthChart points={points} />
              </Suspense>
            )}
          </CardContent>
        </Card>
      </div>

      <Card className="gap-4">
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <CardTitle>W2G Jackpots</CardTitle>
          <Button variant="outline" size="sm" onClick={download} disabled={list.isLoading}>
            <Download aria-hidden /> Download CSV
          </Button>
        </CardHeader>
        <CardContent className="space-y-3">
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
            <Input
              type="search"
              className="pl-9"
              placeholder="Search by casino, slot machine, amount, or notes..."
              aria-label="Search jackpots"
              value={query}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          {list.isLoading ? (
            <p className="py-8 text-center text-sm text-muted-foreground" role="status">
              Loading W2G records...
            </p>
          ) : list.error ? (
            <div className="flex flex-col items-center gap-2 py-8 text-sm">
              <p className="text-destructive">Failed to load W2G records.</p>
              <Button variant="outline" size="sm" onClick={() => list.refetch()}>
                Try again
              </Button>
            </div>
          ) : filtered.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">
              {deferredQuery.trim() ? 'No jackpots match your search.' : 'No W2G jackpots recorded yet.'}
            </p>
          ) : (
            <>
              <JackpotList rows={filtered.slice(0, count)} onAction={onAction} />
              <div className="flex flex-col items-center gap-2 text-sm text-muted-foreground sm:flex-row sm:justify-between">
                <span>
                  Showing {Math.min(count, filtered.length)} of {filtered.length}
                </span>
                {count < filtered.length && (
                  <Button variant="outline" size="sm" onClick={() => setShown({ key: listKey, count: count + PAGE })}>
                    Load more
                  </Button>
                )}
              </div>
            </>
          )}
        </CardContent>
      </Card>

      <JackpotDialog
        jackpot={open}
        mode={dialog?.mode ?? 'view'}
        fromView={dialog?.fromView ?? false}
        onModeChange={(mode) => setDialog((d) => (d ? { ...d, mode, fromView: d.fromView || d.mode === 'view' } : d))}
        onClose={() => setDialog(null)}
      />
      <DeleteJackpotDialog jackpot={deleting} onOpenChange={(o) => !o && setDeleting(null)} />
    </div>
  );
}
