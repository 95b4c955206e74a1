import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/** What a share link shows: only the fields its player ticked, or why it shows nothing (unavailable: the server failed). */
export type SharedTrip =
  | {
      status: 'ok';
      expires_at: string;
      name?: string;
      start_date?: string;
      end_date?: string;
      days?: number;
      casinos?: string[];
      net?: number;
      w2g_count?: number;
    }
  | { status: 'not_found' | 'revoked' | 'expired' | 'rate_limited' | 'unavailable' };

/** The one read of a share link (get_shared_trip), signed in or not. */
export async function getSharedTrip(token: string): Promise<SharedTrip> {
  const { data, error } = await supabase.rpc('get_shared_trip', { p_token: token });
  if (error) throw error;
  return data as unknown as SharedTrip;
}

/** Not kept on the device and not retried: a link's answer is read fresh each time it is opened. */
export function useSharedTrip(token: string) {
  return useQuery({ queryKey: ['shared-trip', token], queryFn: () => getSharedTrip(token), retry: false, gcTime: 0 });
}
