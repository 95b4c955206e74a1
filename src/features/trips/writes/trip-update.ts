import { supabase } from '@/lib/supabase';
import type { OutboxVariables } from '@/lib/offline/outbox';
import { explainNoRows } from '@/lib/row-checks';
import { throwIfRefused, tripRefusal } from './refusal';
import type { TripValues } from './trip-values';

/** A trip renamed or moved (its dates, casinos, notes), made on the version the player saw. */
export type TripUpdateInput = { id: string; updatedAt: string; values: TripValues };

export const words = { label: 'Trip edit', sent: 'Trip updated', failed: 'Failed to update the trip' } as const;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Updates the trip if it is still at the version the player saw. Nothing updated: a resend of this same edit after
 * its answer was lost (the row holds exactly these values) is its success; else it was changed or deleted elsewhere.
 */
export async function request({ input: { id, updatedAt, values } }: OutboxVariables<TripUpdateInput>): Promise<void> {
  const { data, error } = await supabase.from('trips').update(values).eq('id', id).eq('updated_at', updatedAt).select('id');
  throwIfRefused(error, 'trip');
  if (data && data.length > 0) return;
  const { data: row } = await supabase.from('trips').select('name, start_date, end_date, casino_ids, notes').eq('id', id).maybeSingle();
  if (row && (Object.keys(values) as (keyof TripValues)[]).every((k) => same(row[k], values[k]))) return;
  throw tripRefusal(await explainNoRows(supabase, { table: 'trips', id, noun: 'trip', seenUpdatedAt: updatedAt }), 'trip');
}
