import { useParams } from 'react-router-dom';
import { SharedTripPage } from '@/features/trips/components/shared-trip-page';

/** Route: /shared/trip/:token (a trip a player shared; public, signed in or not). */
export function SharedTripRoute() {
  const { token = '' } = useParams();
  return <SharedTripPage key={token} token={token} />;
}
