import { supabase } from '@/lib/supabase';
import { doneOrGone, throwIfRefused } from './trip-refusal';

/** Deletes a trip, a cost or a comp; one already gone is done, one not the player's is refused. */
export async function deleteTripRow(table: 'trips' | 'trip_costs' | 'trip_comps', noun: string, id: string): Promise<void> {
  const { data, error } = await supabase.from(table).delete().eq('id', id).select('id');
  throwIfRefused(error, noun);
  await doneOrGone(data, table, id);
}
