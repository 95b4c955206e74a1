import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Reaction } from '../lib/reactions';
import { socialKeys } from './social-keys';

export async function getPostReactions(postId: string, signal?: AbortSignal): Promise<Reaction[]> {
  let query = supabase.from('social_post_reactions').select('id, post_id, user_id, reaction_type').eq('post_id', postId);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export const postReactionsQueryOptions = (postId: string) =>
  queryOptions({ queryKey: socialKeys.reactions(postId), queryFn: ({ signal }) => getPostReactions(postId, signal) });

/** A post's reactions; `initial` (from a feed page, read at `initialUpdatedAt`) saves a request per card. */
export function usePostReactions(postId: string, initial?: { data: Reaction[]; updatedAt: number }) {
  return useQuery({
    ...postReactionsQueryOptions(postId),
    initialData: initial?.data,
    initialDataUpdatedAt: initial?.updatedAt,
  });
}
