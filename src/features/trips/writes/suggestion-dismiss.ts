import { defineWrite } from '@/lib/offline/define-write';
import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';
import type { TripSuggestion } from '../api/get-trip-suggestions';
import { tripKeys } from '../api/trip-keys';
import { throwIfRefused } from './refusal';
import { overlaps, suggestionRows } from './rows';

/** The days of a suggestion the player dismissed: no suggestion touching them comes back. */
export type SuggestionDismissInput = { id: string; start_date: string; end_date: string };

export const suggestionDismiss = defineWrite<SuggestionDismissInput, TripSuggestion>({
  kind: ['trips', 'suggestion-dismiss'],
  words: { label: 'Trip suggestion dismissed', sent: 'Suggestion dismissed', failed: 'Failed to dismiss the suggestion' },
  row: (input) => input.id,
  creates: () => true,
  request: async ({ userId, input }) => {
    const { error } = await supabase.from('trip_suggestion_dismissals').upsert({ ...input, user_id: userId }, INSERT_ONCE);
    throwIfRefused(error, 'suggestion');
  },
  refresh: [tripKeys.all],
  // Gone at once (a refused dismissal brings it back).
  project: { rows: suggestionRows, apply: (rows, w) => (w.state === 'failed' ? rows : rows.filter((s) => !overlaps(s, w.input))) },
});
