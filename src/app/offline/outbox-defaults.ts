import type { QueryClient } from '@tanstack/react-query';
import { w2gCreate } from '@/api/w2g-outbox';
import { FIND_WRITES } from '@/features/find-machine/writes/find-writes';
import { SESSION_WRITES } from '@/features/sessions/writes/session-writes';
import { TRIP_WRITES } from '@/features/trips/writes/trip-writes';
import { registerWrites } from '@/lib/offline/register-writes';

/** Every write kind of the app (one file each), registered once someone is signed in. A new kind: its file, and a line in its list. */
export function registerOutboxWrites(client: QueryClient): void {
  registerWrites(client, [...SESSION_WRITES, ...TRIP_WRITES, w2gCreate, ...FIND_WRITES]);
}
