import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { getNicknames } from './get-public-profiles';
import { socialKeys } from './social-keys';

export interface PostComment {
  id: string;
  post_id: string;
  user_id: string;
  content: string;
  created_at: string;
  authorNickname: string | null;
}

/** A post's approved comments, oldest first, with their authors' public nicknames. */
export async function getPostComments(postId: string, signal?: AbortSignal): Promise<PostComment[]> {
  let query = supabase
    .from('social_post_comments')
    .select('id, post_id, user_id, content, created_at')
    .eq('post_id', postId)
    .eq('moderation_status', 'approved')
    .order('created_at', { ascending: true })
    .order('id', { ascending: true });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  const nicknames = await getNicknames(
    data.map((c) => c.user_id),
    signal,
  );
  return data.map((c) => ({ ...c, authorNickname: nicknames[c.user_id] ?? null }));
}

export const postCommentsQueryOptions = (postId: string) =>
  queryOptions({ queryKey: socialKeys.comments(postId), queryFn: ({ signal }) => getPostComments(postId, signal) });

export function usePostComments(postId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...postCommentsQueryOptions(postId), enabled });
}
