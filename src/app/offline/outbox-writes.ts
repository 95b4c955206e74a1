import { w2gCreate } from '@/api/w2g-outbox';
import { FIND_WRITES } from '@/features/find-machine/writes/find-writes';
import { SESSION_WRITES } from '@/features/sessions/writes/session-writes';
import { PREPARER_LINK_WRITES } from '@/features/tax-year/writes/preparer-link-writes';
import { TRIP_WRITES } from '@/features/trips/writes/trip-writes';
import type { AnyWrite } from '@/lib/offline/define-write';

/** Every write kind of the app (one file each). A new kind: its file, and a line in its list. */
export const OUTBOX_WRITES: readonly AnyWrite[] = [...SESSION_WRITES, ...TRIP_WRITES, w2gCreate, ...FIND_WRITES, ...PREPARER_LINK_WRITES];
