import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMeta } from '@/lib/write-errors';
import type { TablesUpdate } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { useAuth } from '@/hooks/use-auth';
import { toast } from '@/lib/toast';
import { optionKeys } from '@/api/option-keys';
import { casinoKeys } from './casino-keys';
import type { CasinoPreferenceChange } from './casino-preference-schema';

export type { CasinoPreferenceChange } from './casino-preference-schema';
export { PLAYER_CLUB_ID_MAX } from './casino-preference-limits';
export type CasinoPreferenceOutcome = 'updated' | 'removed';

/**
 * Writes only the column that changed, so the other one is kept as the server has it (a favourite set on
 * the phone is not undone by a club id saved on the laptop from an older page). A change that clears its
 * column removes the row when the other column is empty on the server too; otherwise it clears the column.
 */
export async function changeCasinoPreference(userId: string | undefined, input: CasinoPreferenceChange): Promise<CasinoPreferenceOutcome> {
  if (!userId) throw new Error('User not authenticated');
  // zod comes with the first change, not with the casino list (it is not needed to show it).
  const { casinoPreferenceChangeSchema } = await import('./casino-preference-schema');
  const change = casinoPreferenceChangeSchema.parse(input);
  const favorite = 'isFavorite' in change;
  const columns: Pick<TablesUpdate<'user_casino_preferences'>, 'is_favorite' | 'player_club_id'> = favorite
    ? { is_favorite: change.isFavorite }
    : { player_club_id: change.playerClubId || null };
  const table = () => supabase.from('user_casino_preferences');

  if (favorite ? change.isFavorite : change.playerClubId) {
    const { error } = await table().upsert(
      { user_id: userId, casino_id: change.casinoId, ...columns },
      { onConflict: 'user_id,casino_id' },
    );
    if (error) throw error;
    return 'updated';
  }
  // Clearing: the row goes only if what else it holds is empty, checked by the delete's own filter.
  const removal = table().delete().eq('user_id', userId).eq('casino_id', change.casinoId);
  const { data: removed, error: removeError } = await (
    favorite ? removal.is('player_club_id', null) : removal.eq('is_favorite', false)
  ).select('id');
  if (removeError) throw removeError;
  if (removed.length) return 'removed';
  const { data: cleared, error } = await table().update(columns).eq('user_id', userId).eq('casino_id', change.casinoId).select('id');
  if (error) throw error;
  // No row at all: there was nothing to clear, which is the state asked for.
  return cleared.length ? 'updated' : 'removed';
}

const SUCCESS = { updated: 'Casino preference updated successfully', removed: 'Casino preference removed successfully' } as const;

/** Toasts the spec's success for what happened (updated or removed) and its failure for what was asked. */
export function useChangeCasinoPreferenceMutation() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CasinoPreferenceChange) => changeCasinoPreference(user?.id, input),
    onSuccess: (outcome) => {
      toast.success(SUCCESS[outcome]);
      // The shared casino pickers flag favourites too.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: casinoKeys.preferencesAll }),
        queryClient.invalidateQueries({ queryKey: optionKeys.favorites(user?.id ?? null) }),
      ]);
    },
    meta: failureMeta<CasinoPreferenceChange>({
      errorText: (_error, input) =>
        ('isFavorite' in input ? input.isFavorite : input.playerClubId.trim())
          ? 'Failed to update casino preference'
          : 'Failed to remove casino preference',
    }),
  });
}
