import { supabase } from '@/lib/supabase';
import type { OutboxVariables } from '@/lib/offline/outbox';
import { doneOrGone, throwIfRefused } from './refusal';

export const words = { label: 'Comp removed', sent: 'Comp removed', failed: 'Failed to remove the comp' } as const;

/** Removes a comp; one already gone is done. */
export async function request({ input }: OutboxVariables<string>): Promise<void> {
  const { data, error } = await supabase.from('trip_comps').delete().eq('id', input).select('id');
  throwIfRefused(error, 'comp');
  await doneOrGone(data, 'trip_comps', input);
}
