import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { format, isValid, parseISO } from 'date-fns';
import { Banknote, Download, ExternalLink } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadCsv } from '@/lib/csv';
import { formatCurrency, formatWholeDollars, roundMoney } from '@/lib/money';
import { useAddCashTransactions, type AddCashTransaction } from '../api/get-add-cash-transactions';
import { defaultReportRange, rangeLabel, type DateRange } from '../lib/date-range';
import { cashReportCsv, cashReportFileName } from '../lib/report-csv';
import { useMediaQuery } from '../hooks/use-media-query';
import { DateRangeFilter } from './date-range-filter';
import { StatCard } from './stat-card';

const PAGE = 50;

function dateTime12h(ts: string | null): string {
  const d = ts ? parseISO(ts) : null;
  return d && isValid(d) ? format(d, 'MMM dd, yyyy h:mm a') : '-';
}

function ViewLink({ t }: { t: AddCashTransaction }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={paths.sessions.getHref()} aria-label={`View session at ${t.casino_name ?? 'Unknown Casino'}`}>
        <ExternalLink aria-hidden /> View
      </Link>
    </Button>
  );
}

/** Reports tab 'Add Cash Transactions': every added-cash entry of the player's visits, for IRS reconciliation. */
export function CashReportTab() {
  const [range, setRange] = useState<DateRange>(() => defaultReportRange());
  const [shown, setShown] = useState({ key: '', count: PAGE });
  const cash = useAddCashTransactions(range);
  const wide = useMediaQuery('(min-width: 768px)');
  const rows = useMemo(() => cash.data ?? [], [cash.data]);
  // The total of the entries on screen (the RPC returns the entries; there is no separate total).
  const total = useMemo(() => roundMoney(rows.reduce((sum, t) => sum + Number(t.amount), 0)), [rows]);
  const key = `${range.start}|${range.end}`;
  const count = shown.key === key ? shown.count : PAGE;
  const visible = rows.slice(0, count);

  const download = () => {
    downloadCsv(cashReportCsv(rows), cashReportFileName(range));
    toast.success('CSV Downloaded', { description: `${rows.length} ${rows.length === 1 ? 'transaction' : 'transactions'} saved.` });
  };

  return (
    <div className="space-y-4">
      <DateRangeFilter value={range} onChange={setRange} />
      <StatCard
        title="Total Add Cash"
        icon={Banknote}
        loading={cash.isLoading}
        value={formatWholeDollars(total)}
        hint={`${rows.length} ${rows.length === 1 ? 'transaction' : 'transactions'} · ${rangeLabel(range)}`}
      />
      <Card className="gap-4">
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="space-y-1.5">
            <CardTitle>Add Cash Transactions</CardTitle>
            <CardDescription>Cash added during casino visits, for IRS reporting reconciliation.</CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={download} disabled={cash.isLoading}>
            <Download aria-hidden /> Download CSV
          </Button>
        </CardHeader>
        <CardContent className="space-y-3">
          {cash.isLoading ? (
            <p className="py-8 text-center text-sm text-muted-foreground" role="status">
              Loading transactions...
            </p>
          ) : cash.error ? (
            <div className="flex flex-col items-center gap-2 py-8 text-sm">
              <p className="text-destructive">Failed to load transactions.</p>
              <Button variant="outline" size="sm" onClick={() => cash.refetch()}>
                Try again
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">No add cash transactions found for the selected date range.</p>
          ) : wide ? (
            <div className="overflow-x-auto rounded-md border">
              <table className="w-full text-sm">
                <thead className="bg-muted/50 text-left text-xs text-muted-foreground uppercase">
                  <tr>
                    <th scope="col" className="px-3 py-2 font-medium">Date &amp; Time</th>
                    <th scope="col" className="px-3 py-2 font-medium">Casino</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">Amount</th>
                    <th scope="col" className="px-3 py-2 font-medium">Note</th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      <span className="sr-only">Session</span>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {visible.map((t, i) => (
                    <tr key={`${t.session_id}-${t.timestamp}-${i}`} className="hover:bg-muted/30">
                      <td className="px-3 py-2 whitespace-nowrap tabular-nums">{dateTime12h(t.timestamp)}</td>
                      <td className="max-w-56 truncate px-3 py-2">{t.casino_name ?? 'Unknown Casino'}</td>
                      <td className="px-3 py-2 text-right font-medium tabular-nums">{formatCurrency(Number(t.amount))}</td>
                      <td className="max-w-56 truncate px-3 py-2 text-muted-foreground">{t.note}</td>
                      <td className="px-1 py-1 text-right">
                        <ViewLink t={t} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Add cash transactions">
              {visible.map((t, i) => (
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
                Showing {visible.length} of {rows.length}
              </span>
              {count < rows.length && (
                <Button variant="outline" size="sm" onClick={() => setShown({ key, count: count + PAGE })}>
                  Load more
                </Button>
              )}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
