import { useShownWrites } from '@/lib/offline/use-offline-state';
import { TRIP_WRITES } from '../writes/trip-writes';

/** The trip writes not answered yet (or refused), oldest first: the screens apply them over the server's rows (../writes/shown.ts). */
export function useTripWrites() {
  return useShownWrites(TRIP_WRITES);
}
