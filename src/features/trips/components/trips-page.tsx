import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Luggage, Plus } from 'lucide-react';
import { paths } from '@/config/paths';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { SyncMark } from '@/components/ui/sync-mark';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { todayLocal } from '@/lib/calendar';
import { formatSignedCurrency, netColorClass } from '@/lib/money';
import { cn } from '@/lib/utils';
import { useTrips } from '../api/get-trips';
import { useTripWrites } from '../hooks/use-trip-writes';
import { showTrips } from '../writes/shown';
import { APART_TEXT, tripDates } from '../lib/trip-words';
import { TripFigure } from './trip-figures';
import { TripFormDialog } from './trip-form-dialog';
import { TripSuggestions } from './trip-suggestions';

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
                  <Table>
                    <caption className="sr-only">Trips per year</caption>
                    <TableHeader>
                      <TableRow>
                        <TableHead scope="col">Year</TableHead>
                        <TableHead scope="col" className="text-right">
                          Trips
                        </TableHead>
                        <TableHead scope="col" className="text-right">
                          Gambling net
                        </TableHead>
                        <TableHead scope="col" className="text-right">
                          Costs
                        </TableHead>
                        <TableHead scope="col" className="text-right">
                          Whole result
                        </TableHead>
                        <TableHead scope="col" className="text-right">
                          Comps
                        </TableHead>
                      </TableRow>
                    </TableHeader>
                    <TableBody>
                      {trips.data!.years.map((y) => (
                        <TableRow key={y.year}>
                          <TableHead scope="row" className="font-normal">
                            {y.year}
                          </TableHead>
                          <TableCell className="text-right tabular-nums">{y.trips}</TableCell>
                          <TableCell className={cn('text-right tabular-nums', netColorClass(y.gambling_net))}>
                            {formatSignedCurrency(y.gambling_net)}
                          </TableCell>
                          <TableCell className="text-right tabular-nums">{formatSignedCurrency(-y.costs)}</TableCell>
                          <TableCell className={cn('text-right font-semibold tabular-nums', netColorClass(y.whole_result))}>
                            {formatSignedCurrency(y.whole_result)}
                          </TableCell>
                          <TableCell className="text-right text-muted-foreground tabular-nums">{formatSignedCurrency(y.comps)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
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
