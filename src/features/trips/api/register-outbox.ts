import type { QueryClient } from '@tanstack/react-query';
import { outboxOptions, refreshAfterWrite, type OutboxVariables } from '@/lib/offline/outbox';
import { TRIP_OUTBOX_KINDS, tripKeys, tripOutboxKeys, type TripOutboxKind } from './trip-keys';
import { TRIP_WRITE_MODULES } from './trip-writes';

/**
 * The trip writes, one keyed mutation per kind (saved by ./save-trip.ts, online or offline, and restored from the
 * device after a reload with only their key and variables): the request (its kind's file, fetched on first use),
 * the outbox's retry policy and scope, and the trips' caches to refresh once it is answered (a refusal too).
 */
export function registerTripWrites(client: QueryClient): void {
  const refresh = () => refreshAfterWrite(client, tripKeys.all);
  for (const kind of TRIP_OUTBOX_KINDS) {
    client.setMutationDefaults(tripOutboxKeys.of(kind), {
      ...outboxOptions,
      mutationFn: async (variables: OutboxVariables<never>) => {
        const { request } = await TRIP_WRITE_MODULES[kind as TripOutboxKind]();
        await request(variables);
      },
      onSuccess: refresh,
      onError: refresh,
    });
  }
}
