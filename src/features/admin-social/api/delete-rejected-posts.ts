import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { moderationErrorToast } from '../lib/error-toast';
import { moderationKeys } from './moderation-keys';

/** Deletes every post whose moderation_status is rejected; returns how many were deleted. */
export async function deleteRejectedPosts(): Promise<number> {
  const { data, error } = await supabase.from('social_posts').delete().eq('moderation_status', 'rejected').select('id');
  if (error) throw error;
  return data.length;
}

export function useDeleteRejectedPostsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRejectedPosts,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.lists() }),
    onError: (error) => moderationErrorToast(error, 'Failed to delete rejected posts'),
  });
}
