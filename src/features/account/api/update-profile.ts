import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './account-keys';

export const updateProfileSchema = z.object({
  nickname: z.string().trim().max(50, 'Display name must be 50 characters or fewer'),
  is_public_profile: z.boolean(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

/** Saves the social display name (empty -> none) and the public-profile flag. */
export async function updateProfile(userId: string, input: UpdateProfileInput) {
  const values = updateProfileSchema.parse(input);
  const { data, error } = await supabase
    .from('profiles')
    .update({ nickname: values.nickname || null, is_public_profile: values.is_public_profile })
    .eq('id', userId)
    .select('id, email, nickname, is_public_profile')
    .single();
  if (error) throw error;
  return data;
}

/** Updates the profile; failures toast 'Error' with the server message, or 'Update failed'. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => updateProfile(userId, input),
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(userId), profile);
      return queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
    onError: (error) => toast.error('Error', { description: error.message || 'Update failed' }),
  });
}
