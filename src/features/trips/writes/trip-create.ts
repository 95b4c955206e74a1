import { supabase } from '@/lib/supabase';
import type { OutboxVariables } from '@/lib/offline/outbox';
import { INSERT_ONCE } from '@/lib/writes';
import { throwIfRefused } from './refusal';
import type { TripValues } from './trip-values';

/** A new trip (also a suggestion accepted, with its name as the player left it); its id is made when the form opens. */
export type TripCreateInput = TripValues & { id: string };

export const words = { label: 'New trip', sent: 'Trip saved', failed: 'Failed to save the trip' } as const;

/** Inserts the trip once: a resend of the same id is the same success. */
export async function request({ userId, input: { id, ...values } }: OutboxVariables<TripCreateInput>): Promise<void> {
  const { error } = await supabase.from('trips').upsert({ ...values, id, user_id: userId }, INSERT_ONCE);
  throwIfRefused(error, 'trip');
}
