import { supabase } from '@/lib/supabase';
import type { OutboxVariables } from '@/lib/offline/outbox';
import { doneOrGone, throwIfRefused } from './refusal';

export const words = { label: 'Share link revoked', sent: 'Share link revoked', failed: 'Failed to revoke the share link' } as const;

/** Revokes a share link at once (revoking it again is the same success; one deleted with its trip is gone). */
export async function request({ input }: OutboxVariables<string>): Promise<void> {
  const { data, error } = await supabase.from('trip_shares').update({ revoked: true }).eq('id', input).select('id');
  throwIfRefused(error, 'share link');
  await doneOrGone(data, 'trip_shares', input);
}
