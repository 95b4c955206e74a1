import { useParams } from 'react-router-dom';
import { TripPage } from '@/features/trips/components/trip-page';

/** Route: /trips/:tripId (one trip: its result, play, costs, comps, report and share links). */
export function TripDetailRoute() {
  const { tripId = '' } = useParams();
  return <TripPage key={tripId} tripId={tripId} />;
}
