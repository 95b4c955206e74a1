import { Luggage } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/dates';
import { formatSignedCurrency, netColorClass } from '@/lib/money';
import { cn } from '@/lib/utils';
import { useSharedTrip } from '../api/get-shared-trip';
import { tripDates } from '../lib/trip-words';

const STATUS_TEXT = {
  not_found: 'This link does not lead to a trip. Check that it was copied whole.',
  revoked: 'This share link was revoked by the player who made it.',
  expired: 'This share link has expired.',
  rate_limited: 'Too many requests from your connection. Wait a minute and try again.',
  unavailable: 'The trip could not be loaded. Try again in a moment.',
} as const;

/** /shared/trip/:token: a trip a player shared, read-only, with only the fields they ticked. */
export function SharedTripPage({ token }: { token: string }) {
  const query = useSharedTrip(token);
  if (query.isPending) return <Skeleton className="mx-auto h-48 w-full max-w-xl" />;
  const trip = query.data;
  if (!trip || trip.status !== 'ok') {
    return (
      <div className="mx-auto w-full max-w-xl">
        <title>Shared trip · Slot Play Tracker</title>
        <Card>
          <CardHeader>
            <h1 className="text-2xl leading-none font-semibold">Shared trip</h1>
          </CardHeader>
          <CardContent data-testid="shared-trip-status">{STATUS_TEXT[trip?.status ?? 'unavailable']}</CardContent>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-xl">
      <title>{`${trip.name ?? 'Shared trip'} · Slot Play Tracker`}</title>
      <Card>
        <CardHeader>
          <h1 className="flex items-center gap-2 text-2xl leading-tight font-semibold">
            <Luggage className="size-6 text-primary" aria-hidden />
            {trip.name ?? 'A shared trip'}
          </h1>
          {trip.start_date && trip.end_date && (
            <CardDescription>
              {tripDates(trip.start_date, trip.end_date)}
              {trip.days ? ` · ${trip.days === 1 ? '1 day' : `${trip.days} days`}` : ''}
            </CardDescription>
          )}
        </CardHeader>
        <CardContent className="space-y-3">
          <dl className="grid gap-3 text-sm">
            {trip.casinos && (
              <div>
                <dt className="text-muted-foreground">Casinos</dt>
                <dd className="font-medium" data-testid="shared-trip-casinos">
                  {trip.casinos.length ? trip.casinos.join(', ') : 'None recorded'}
                </dd>
              </div>
            )}
            {trip.net !== undefined && (
              <div>
                <dt className="text-muted-foreground">Gambling net</dt>
                <dd className={cn('text-xl font-bold tabular-nums', netColorClass(trip.net))} data-testid="shared-trip-net">
                  {formatSignedCurrency(trip.net)}
                </dd>
              </div>
            )}
            {trip.w2g_count !== undefined && (
              <div>
                <dt className="text-muted-foreground">W2G jackpots</dt>
                <dd className="font-medium">{trip.w2g_count}</dd>
              </div>
            )}
          </dl>
          <p className="text-xs text-muted-foreground">
            Shared from Slot Play Tracker. This link works until {formatDate(trip.expires_at.slice(0, 10))}.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
