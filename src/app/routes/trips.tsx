import { TripsPage } from '@/features/trips/components/trips-page';

/** Route: /trips (suggested trips, totals per year, every trip). */
export function TripsRoute() {
  return <TripsPage />;
}
