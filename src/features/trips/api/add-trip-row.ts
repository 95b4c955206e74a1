import { readVersion } from '@/api/row-version';
import type { WriteVersion } from '@/lib/offline/define-write';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { throwIfRefused } from './trip-refusal';

/**
 * Inserts a trip, a cost or a comp once (its id made on the device: a resend of the same id is the same success);
 * answers with the version it made, where an edit of it made meanwhile on this device starts.
 */
export async function addTripRow(
  table: 'trips' | 'trip_costs' | 'trip_comps',
  noun: string,
  userId: string,
  row: { id: string },
): Promise<WriteVersion> {
  const { data, error } = await supabase
    .from(table)
    .upsert({ ...row, user_id: userId } as never, INSERT_ONCE)
    .select('updated_at');
  throwIfRefused(error, noun);
  return { from: '', to: (data as { updated_at: string }[] | null)?.[0]?.updated_at ?? (await readVersion(table, row.id)) };
}
