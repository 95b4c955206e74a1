import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Banknote, Download, ExternalLink } from 'lucide-react';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/pager';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadCsv } from '@/lib/csv';
import { formatCurrency, formatWholeDollars } from '@/lib/money';
import { useAddCashSummary } from '../api/get-add-cash-summary';
import { useAddCashTransactions, type AddCashTransaction } from '../api/get-add-cash-transactions';
import { useExportAddCashTransactions } from '../api/export-add-cash-transactions';
import { formatDateTime } from '@/lib/dates';
import { defaultReportRange, rangeLabel, type DateRange } from '../lib/date-range';
import { cashReportCsv, cashReportFileName } from '../lib/report-csv';
import { useMediaQuery } from '@/hooks/use-media-query';
import { DataTable, type Column } from '@/components/data-table';
import { DateRangeFilter } from './date-range-filter';
import { StatCard } from './stat-card';

const transactions = (n: number) => `${n} ${n === 1 ? 'transaction' : 'transactions'}`;

function dateTime12h(ts: string | null): string {
  return formatDateTime(ts) || '-';
}

/** The Add Cash rows: when, where, how much and the note; the link to the session stays in view. */
const CASH_COLUMNS: Column<AddCashTransaction>[] = [
  { header: 'Date & Time', className: 'whitespace-nowrap tabular-nums', cell: (t) => dateTime12h(t.timestamp) },
  { header: 'Casino', cell: (t) => <div className="max-w-56 truncate">{t.casino_name ?? 'Unknown Casino'}</div> },
  { header: 'Amount', align: 'right', className: 'font-medium tabular-nums', cell: (t) => formatCurrency(Number(t.amount)) },
  { header: 'Note', className: 'text-muted-foreground', cell: (t) => <div className="max-w-56 truncate">{t.note}</div> },
  {
    // Sticky: the link stays in view when the table scrolls sideways.
    header: 'Session',
    head: <span className="sr-only">Session</span>,
    align: 'right',
    headClassName: 'sticky right-0 bg-muted',
    className: 'sticky right-0 bg-card px-1 py-1',
    cell: (t) => <ViewLink t={t} />,
  },
];

function ViewLink({ t }: { t: AddCashTransaction }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={paths.sessions.getHref()} aria-label={`View session at ${t.casino_name ?? 'Unknown Casino'}`}>
        <ExternalLink aria-hidden /> View
      </Link>
    </Button>
  );
}

/**
 * Reports tab 'Add Cash Transactions': every added-cash entry of the player's casino sessions, for IRS reconciliation.
 * The total and count come from SQL (get_add_cash_summary); the entries load 50 at a time; the CSV reads
 * every entry of the range at click time.
 */
export function CashReportTab() {
  const [range, setRange] = useState<DateRange>(() => defaultReportRange());
  const summary = useAddCashSummary(range);
  const cash = useAddCashTransactions(range);
  const exportRows = useExportAddCashTransactions();
  const wide = useMediaQuery('(min-width: 768px)');
  const rows = useMemo(() => cash.data?.pages.flat() ?? [], [cash.data]);
  const count = summary.data?.count;

  const download = () =>
    exportRows.mutate(range, {
      onSuccess: (all) => {
        downloadCsv(cashReportCsv(all), cashReportFileName(range));
        toast.success('CSV Downloaded', { description: `${transactions(all.length)} saved.` });
      },
    });

  return (
    <div className="space-y-4">
      <DateRangeFilter value={range} onChange={setRange} />
      <StatCard
        title="Total Add Cash"
        icon={Banknote}
        loading={summary.isLoading}
        value={formatWholeDollars(summary.data?.total ?? 0)}
        hint={`${transactions(count ?? 0)} · ${rangeLabel(range)}`}
      />
      {summary.error && <p className="text-sm text-destructive">Failed to load the add cash total.</p>}
      <Card className="gap-4">
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle>Add Cash Transactions</CardTitle>
            <CardDescription>Cash added during casino sessions, for IRS reporting reconciliation.</CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={download} disabled={cash.isLoading || exportRows.isPending}>
            <Download aria-hidden /> {exportRows.isPending ? 'Exporting…' : 'Download CSV'}
          </Button>
        </CardHeader>
        <CardContent className="space-y-3">
          {cash.isLoading ? (
            <p className="py-8 text-center text-sm text-muted-foreground" role="status">
              Loading transactions...
            </p>
          ) : cash.isError && rows.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-8 text-sm">
              <p className="text-destructive">Failed to load transactions.</p>
              <Button variant="outline" size="sm" onClick={() => cash.refetch()}>
                Try again
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">No add cash transactions found for the selected date range.</p>
          ) : wide ? (
            <DataTable look="report" columns={CASH_COLUMNS} rows={rows} rowKey={(t, i) => `${t.session_id}-${t.timestamp}-${i}`} />
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Add cash transactions">
              {rows.map((t, i) => (
                <li key={`${t.session_id}-${t.timestamp}-${i}`} className="flex items-center justify-between gap-2 p-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">{t.casino_name ?? 'Unknown Casino'}</p>
                    <p className="text-xs text-muted-foreground">{dateTime12h(t.timestamp)}</p>
                    {t.note && <p className="truncate text-xs text-muted-foreground">{t.note}</p>}
                  </div>
                  <div className="flex shrink-0 flex-col items-end">
                    <span className="font-semibold tabular-nums">{formatCurrency(Number(t.amount))}</span>
                    <ViewLink t={t} />
                  </div>
                </li>
              ))}
            </ul>
          )}
          {!cash.isLoading && rows.length > 0 && (
            <div className="flex flex-col items-center gap-2 text-sm text-muted-foreground sm:flex-row sm:justify-between">
              <span>
                Showing {rows.length} of {Math.max(count ?? 0, rows.length)}
              </span>
              {cash.isFetchNextPageError && <span className="text-destructive">Failed to load more transactions.</span>}
              <LoadMoreButton hasMore={cash.hasNextPage} pending={cash.isFetchingNextPage} onLoadMore={() => cash.fetchNextPage()} />
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
