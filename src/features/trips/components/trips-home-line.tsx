import { Link } from 'react-router-dom';
import { Luggage } from 'lucide-react';
import { paths } from '@/config/paths';
import { formatSignedWholeDollars } from '@/lib/money';
import { useTripSuggestions } from '../api/get-trip-suggestions';
import { useTrips } from '../api/get-trips';
import { tripDates } from '../lib/trip-words';

/** Home's line about trips: a suggested trip to review, else the latest trip and its whole result, else a way in. */
export function TripsHomeLine() {
  const suggestions = useTripSuggestions();
  const trips = useTrips();
  const suggestion = suggestions.data?.[0];
  const latest = trips.data?.trips[0];
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-lg border bg-card px-4 py-3 text-sm" data-testid="trips-home-line">
      <Luggage className="size-4 text-primary" aria-hidden />
      {suggestion ? (
        <>
          <span>
            Trip suggested: {suggestion.name}, {tripDates(suggestion.start_date, suggestion.end_date)}.
          </span>
          <Link className="font-medium underline" to={paths.trips.getHref()}>
            Review trips
          </Link>
        </>
      ) : latest ? (
        <>
          <span>
            Latest trip: {latest.name}, whole result {formatSignedWholeDollars(latest.totals.whole_result)}.
          </span>
          <Link className="font-medium underline" to={paths.tripDetail.getHref(latest.id)}>
            Open {latest.name}
          </Link>
          <Link className="underline" to={paths.trips.getHref()}>
            All trips
          </Link>
        </>
      ) : (
        <Link className="underline" to={paths.trips.getHref()}>
          Trips: group your play by trip, with its costs and comps
        </Link>
      )}
    </p>
  );
}
