import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { useAuth } from '@/hooks/use-auth';
import { optionKeys } from '@/api/option-keys';
import { casinoKeys } from './casino-keys';

export const PLAYER_CLUB_ID_MAX = 100;

export const updateCasinoPreferenceSchema = z.object({
  casinoId: z.string().min(1),
  isFavorite: z.boolean(),
  playerClubId: z
    .string()
    .trim()
    .max(PLAYER_CLUB_ID_MAX, `Player Club ID must be at most ${PLAYER_CLUB_ID_MAX} characters`)
    .nullable(),
});
export type UpdateCasinoPreferenceInput = z.infer<typeof updateCasinoPreferenceSchema>;

/** Upserts the user's preference for one casino on (user_id, casino_id); a blank club id is stored as null. */
export async function updateCasinoPreference(userId: string | undefined, input: UpdateCasinoPreferenceInput) {
  if (!userId) throw new Error('User not authenticated');
  const { casinoId, isFavorite, playerClubId } = updateCasinoPreferenceSchema.parse(input);
  const { error } = await supabase.from('user_casino_preferences').upsert(
    {
      user_id: userId,
      casino_id: casinoId,
      is_favorite: isFavorite,
      player_club_id: playerClubId || null,
      updated_at: new Date().toISOString(),
    },
    { onConflict: 'user_id,casino_id' },
  );
  if (error) throw error;
}

export function useUpdateCasinoPreferenceMutation() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateCasinoPreferenceInput) => updateCasinoPreference(user?.id, input),
    // The shared casino pickers flag favourites too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: casinoKeys.preferencesAll }),
        queryClient.invalidateQueries({ queryKey: optionKeys.favorites(user?.id ?? null) }),
      ]),
    onError: () => toast.error('Failed to update casino preference'),
  });
}
