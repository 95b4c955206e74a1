import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { useAuth } from '@/hooks/use-auth';
import { optionKeys } from '@/api/option-keys';
import { casinoKeys } from './casino-keys';

export const removeCasinoPreferenceSchema = z.object({ casinoId: z.string().min(1) });
export type RemoveCasinoPreferenceInput = z.infer<typeof removeCasinoPreferenceSchema>;

/** Deletes the user's preference row for one casino. */
export async function removeCasinoPreference(userId: string | undefined, input: RemoveCasinoPreferenceInput) {
  if (!userId) throw new Error('User not authenticated');
  const { casinoId } = removeCasinoPreferenceSchema.parse(input);
  const { error } = await supabase.from('user_casino_preferences').delete().eq('user_id', userId).eq('casino_id', casinoId);
  if (error) throw error;
}

export function useRemoveCasinoPreferenceMutation() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RemoveCasinoPreferenceInput) => removeCasinoPreference(user?.id, input),
    // The shared casino pickers flag favourites too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: casinoKeys.preferencesAll }),
        queryClient.invalidateQueries({ queryKey: optionKeys.favorites(user?.id ?? null) }),
      ]),
    onError: () => toast.error('Failed to remove casino preference'),
  });
}
