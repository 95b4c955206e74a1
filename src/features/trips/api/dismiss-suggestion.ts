import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import { throwIfRefused } from './trip-refusal';

/** Records the days of a dismissed suggestion once (a resend of the same id is the same success). */
export async function dismissSuggestion(userId: string, input: { id: string; start_date: string; end_date: string }): Promise<void> {
  const { error } = await supabase.from('trip_suggestion_dismissals').upsert({ ...input, user_id: userId }, INSERT_ONCE);
  throwIfRefused(error, 'suggestion');
}
