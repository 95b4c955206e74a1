import { supabase } from '@/lib/supabase';
import type { OutboxVariables } from '@/lib/offline/outbox';
import { INSERT_ONCE } from '@/lib/writes';
import { throwIfRefused } from './refusal';

/** The days of a suggestion the player dismissed: no suggestion touching them comes back. */
export type SuggestionDismissInput = { id: string; start_date: string; end_date: string };

export const words = {
  label: 'Trip suggestion dismissed',
  sent: 'Suggestion dismissed',
  failed: 'Failed to dismiss the suggestion',
} as const;

export async function request({ userId, input }: OutboxVariables<SuggestionDismissInput>): Promise<void> {
  const { error } = await supabase.from('trip_suggestion_dismissals').upsert({ ...input, user_id: userId }, INSERT_ONCE);
  throwIfRefused(error, 'suggestion');
}
