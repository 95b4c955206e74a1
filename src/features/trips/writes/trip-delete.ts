import { supabase } from '@/lib/supabase';
import type { OutboxVariables } from '@/lib/offline/outbox';
import { doneOrGone, throwIfRefused } from './refusal';

export const words = { label: 'Trip delete', sent: 'Trip deleted', failed: 'Failed to delete the trip' } as const;

/** Deletes the trip (its costs, comps and share links with it; its sessions stay). Already gone: done. */
export async function request({ input }: OutboxVariables<string>): Promise<void> {
  const { data, error } = await supabase.from('trips').delete().eq('id', input).select('id');
  throwIfRefused(error, 'trip');
  await doneOrGone(data, 'trips', input);
}
