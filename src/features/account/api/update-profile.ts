import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { expectWritten, reloadAction, type ReloadOptions } from '@/lib/writes';
import { PROFILE_COLUMNS } from './get-profile';
import { accountKeys } from './account-keys';

export const updateProfileSchema = z.object({
  nickname: z.string().trim().max(50, 'Display name must be 50 characters or fewer'),
  is_public_profile: z.boolean(),
  /** Find a machine: this player's slot sessions count towards "seen by players" (off: left out). */
  share_machine_sightings: z.boolean(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/**
 * Saves the social display name (empty -> none), the public-profile flag and the Find a machine choice if the profile is unchanged
 * since `updatedAt` (the version the form was loaded from); a save from another device since then is
 * refused with "This profile was changed elsewhere".
 */
export async function updateProfile(userId: string, updatedAt: string, input: UpdateProfileInput) {
  const values = updateProfileSchema.parse(input);
  const { data, error } = await supabase
    .from('profiles')
    .update({
      nickname: values.nickname || null,
      is_public_profile: values.is_public_profile,
      share_machine_sightings: values.share_machine_sightings,
    })
    .eq('id', userId)
    .eq('updated_at', updatedAt)
    .select(PROFILE_COLUMNS);
  if (error) throw error;
  const [saved] = await expectWritten(data, { table: 'profiles', id: userId, noun: 'profile', seenUpdatedAt: updatedAt });
  return saved;
}

/** Updates the profile; a stale or refused save says why (with Reload), other failures toast 'Error' with the server message. */
export function useUpdateProfile(userId: string, updatedAt: string, options: ReloadOptions = {}) {
  const queryClient = useQueryClient();
  const reload = reloadAction(() => queryClient.invalidateQueries({ queryKey: accountKeys.all }), options);
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(userId, updatedAt, input),
    onSuccess: (profile) => {
      toast.success('Saved', { description: 'Your profile was updated.' });
      queryClient.setQueryData(accountKeys.profile(userId), profile);
      // Not awaited: the saved row is the latest version, and the form starts again from it as soon as the save
      // ends. Awaiting the refetch held the form on the old version meanwhile, and what was typed then was wiped
      // when it landed (or saved against the old version and refused).
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    meta: { errorText: 'Update failed', serverText: true, onReload: reload },
  });
}
