import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Luggage, Plus } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SyncMark } from '@/components/ui/sync-mark';
import { DataTable, type Column } from '@/components/data-table';
import { todayLocal } from '@/lib/calendar';
import { formatSignedCurrency, netColorClass } from '@/lib/money';
import { cn } from '@/lib/utils';
import { useTrips } from '../api/get-trips';
import type { TripYear } from '../api/trip-report';
import { useTripWrites } from '../hooks/use-trip-writes';
import { showTrips } from '../writes/shown';
import { APART_TEXT, tripDates } from '../lib/trip-words';
import { TripFigure } from './trip-figures';
import { TripFormDialog } from './trip-form-dialog';
import { TripSuggestions } from './trip-suggestions';

const NUM = 'tabular-nums';

/** The totals per year: what the trips of each year came to. */
const YEAR_COLUMNS: Column<TripYear>[] = [
  { header: 'Year', rowHeader: true, cell: (y) => y.year },
  { header: 'Trips', align: 'right', className: NUM, cell: (y) => y.trips },
  {
    header: 'Gambling net',
    align: 'right',
    className: (y) => cn(NUM, netColorClass(y.gambling_net)),
    cell: (y) => formatSignedCurrency(y.gambling_net),
  },
  { header: 'Costs', align: 'right', className: NUM, cell: (y) => formatSignedCurrency(-y.costs) },
  {
    header: 'Whole result',
    align: 'right',
    className: (y) => cn('font-semibold', NUM, netColorClass(y.whole_result)),
    cell: (y) => formatSignedCurrency(y.whole_result),
  },
  { header: 'Comps', align: 'right', className: cn('text-muted-foreground', NUM), cell: (y) => formatSignedCurrency(y.comps) },
];

/** /trips: suggested trips, the totals per year and every trip with its whole result. */
export function TripsPage() {
  const navigate = useNavigate();
  const trips = useTrips();
  const writes = useTripWrites();
  const [creating, setCreating] = useState(false);
  const open = (id: string) => navigate(paths.tripDetail.getHref(id));
  const shown = showTrips(trips.data?.trips ?? [], writes);
  const today = todayLocal();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-4">
      <title>Trips · Slot Play Tracker</title>
      <PageHeader
        title={
          <span className="flex items-center gap-2">
            <Luggage className="size-6 text-primary" aria-hidden />
            Trips
          </span>
        }
        description="What each trip really cost: gambling net, costs and comps."
        actions={
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden /> New trip
          </Button>
        }
      />
      <TripSuggestions onAccepted={open} />
      {trips.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : shown.length === 0 ? (
        <Card>
          <CardContent className="text-sm text-muted-foreground">
            No trips yet. Make one for a weekend away, or accept a suggestion when you have played a few days in a row away from home.
          </CardContent>
        </Card>
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2" aria-label="Trips">
            {shown.map((t) => (
              <li key={t.id}>
                <Link
                  to={paths.tripDetail.getHref(t.id)}
                  className="block rounded-lg border bg-card p-4 shadow-xs transition-colors hover:bg-secondary/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <p className="flex flex-wrap items-center gap-1 font-semibold">
                    <span className="break-words">{t.name}</span>
                    <SyncMark state={t.syncState} />
                  </p>
                  <p className="text-sm text-muted-foreground">
                    {tripDates(t.start_date, t.end_date)}
                    {t.casinos > 0 && ` · ${t.casinos === 1 ? '1 casino' : `${t.casinos} casinos`}`}
                  </p>
                  {!t.syncState && (
                    <dl className="mt-3 grid gap-1 sm:grid-cols-3 sm:gap-2">
                      {/* Each to the cent, as the server sums them: the three add up on screen (gambling - costs = whole). */}
                      <TripFigure
                        small
                        label="Gambling"
                        value={formatSignedCurrency(t.totals.gambling_net)}
                        className={netColorClass(t.totals.gambling_net)}
                      />
                      <TripFigure small label="Costs" value={formatSignedCurrency(-t.totals.costs)} />
                      <TripFigure
                        small
                        label="Whole result"
                        value={formatSignedCurrency(t.totals.whole_result)}
                        className={netColorClass(t.totals.whole_result)}
                      />
                    </dl>
                  )}
                  {t.start_date > today && <p className="mt-2 text-xs text-muted-foreground">Coming up</p>}
                </Link>
              </li>
            ))}
          </ul>
          {(trips.data?.years.length ?? 0) > 0 && (
            <Card>
              <CardHeader>
                <CardTitle>Totals per year</CardTitle>
              </CardHeader>
              <CardContent className="space-y-2">
                <div className="overflow-x-auto">
                  <DataTable caption="Trips per year" columns={YEAR_COLUMNS} rows={trips.data!.years} rowKey={(y) => String(y.year)} />
                </div>
                <p className="text-sm text-muted-foreground">{APART_TEXT}</p>
              </CardContent>
            </Card>
          )}
        </>
      )}
      <TripFormDialog
        open={creating}
        onOpenChange={setCreating}
        title="New trip"
        defaultValues={{ name: '', start_date: today, end_date: today, casino_ids: [], notes: '' }}
        onSaved={open}
      />
    </div>
  );
}
