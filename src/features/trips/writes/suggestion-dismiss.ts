import { defineWrite } from '@/lib/offline/define-write';
import type { TripSuggestion } from '../api/get-trip-suggestions';
import { tripKeys } from '../api/trip-keys';
import { overlaps, suggestionRows } from './rows';

/** The days of a suggestion the player dismissed: no suggestion touching them comes back. */
export type SuggestionDismissInput = { id: string; start_date: string; end_date: string };

export const suggestionDismiss = defineWrite<SuggestionDismissInput, TripSuggestion>({
  kind: ['trips', 'suggestion-dismiss'],
  words: { label: 'Trip suggestion dismissed', sent: 'Suggestion dismissed', failed: 'Failed to dismiss the suggestion' },
  row: (input) => input.id,
  creates: () => true,
  request: async ({ userId, input }) => (await import('../api/dismiss-suggestion')).dismissSuggestion(userId, input),
  refresh: [tripKeys.all],
  // Gone at once (a refused dismissal brings it back).
  project: { rows: suggestionRows, apply: (rows, w) => (w.state === 'failed' ? rows : rows.filter((s) => !overlaps(s, w.input))) },
});
