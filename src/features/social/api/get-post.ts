import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { getNicknames } from './get-public-profiles';
import { getPostJackpots } from './get-post-jackpots';
import { POST_COLUMNS, type SocialPost } from './post-columns';
import { socialKeys } from './social-keys';

/** One post by id with its casino, author nickname and W2G card; null when missing or not visible to the user. */
export async function getPost(postId: string, signal?: AbortSignal): Promise<SocialPost | null> {
  let query = supabase.from('social_posts').select(POST_COLUMNS).eq('id', postId);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) {
    // A malformed id (22P02) cannot name a post.
    if (error.code === '22P02') return null;
    throw error;
  }
  if (!data) return null;
  const [nicknames, jackpots] = await Promise.all([getNicknames([data.user_id], signal), getPostJackpots([data], signal)]);
  return { ...data, authorNickname: nicknames[data.user_id] ?? null, jackpot: jackpots[data.id] ?? null };
}

export const postQueryOptions = (postId: string) =>
  queryOptions({ queryKey: socialKeys.post(postId), queryFn: ({ signal }) => getPost(postId, signal) });

export function usePost(postId: string) {
  return useQuery(postQueryOptions(postId));
}
