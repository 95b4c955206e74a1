import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';

/** What a share link shows: only the fields its player ticked, or why it shows nothing (unavailable: the server failed). */
const sharedTripSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('ok'),
    expires_at: z.string(),
    name: z.optional(z.string()),
    start_date: z.optional(z.string()),
    end_date: z.optional(z.string()),
    days: z.optional(z.number()),
    casinos: z.optional(z.array(z.string())),
    net: z.optional(z.coerce.number()),
    w2g_count: z.optional(z.number()),
  }),
  z.object({ status: z.enum(['not_found', 'revoked', 'expired', 'rate_limited', 'unavailable']) }),
]);
export type SharedTrip = z.infer<typeof sharedTripSchema>;

/** The one read of a share link (get_shared_trip), signed in or not. */
export function getSharedTrip(token: string): Promise<SharedTrip> {
  return callRpc('get_shared_trip', { p_token: token }, sharedTripSchema);
}

/** Not kept on the device and not retried: a link's answer is read fresh each time it is opened. */
export function useSharedTrip(token: string) {
  return useQuery({ queryKey: ['shared-trip', token], queryFn: () => getSharedTrip(token), retry: false, gcTime: 0 });
}
