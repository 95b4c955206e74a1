import { supabase } from '@/lib/supabase';
import type { OutboxVariables } from '@/lib/offline/outbox';
import { doneOrGone, throwIfRefused } from './refusal';

export const words = { label: 'Cost removed', sent: 'Cost removed', failed: 'Failed to remove the cost' } as const;

/** Removes a cost; one already gone is done. */
export async function request({ input }: OutboxVariables<string>): Promise<void> {
  const { data, error } = await supabase.from('trip_costs').delete().eq('id', input).select('id');
  throwIfRefused(error, 'cost');
  await doneOrGone(data, 'trip_costs', input);
}
