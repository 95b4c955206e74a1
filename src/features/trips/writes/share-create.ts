import { supabase } from '@/lib/supabase';
import type { OutboxVariables } from '@/lib/offline/outbox';
import { INSERT_ONCE } from '@/lib/writes';
import { throwIfRefused } from './refusal';

/** A share link: its token (made on the device, 256 random bits), what it shows and when it expires. */
export type ShareCreateInput = {
  id: string;
  trip_id: string;
  token: string;
  show_name: boolean;
  show_dates: boolean;
  show_casinos: boolean;
  show_net: boolean;
  show_w2g_count: boolean;
  expires_at: string;
};

export const words = { label: 'Share link', sent: 'Share link made', failed: 'Failed to make the share link' } as const;

export async function request({ userId, input }: OutboxVariables<ShareCreateInput>): Promise<void> {
  const { error } = await supabase.from('trip_shares').upsert({ ...input, user_id: userId }, INSERT_ONCE);
  throwIfRefused(error, 'share link');
}
