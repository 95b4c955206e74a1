import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { getNicknames } from './get-public-profiles';
import { getPostJackpots } from './get-post-jackpots';
import { POST_COLUMNS, type FeedPost } from './post-columns';
import { socialKeys, type FeedFilters } from './social-keys';

export const FEED_PAGE_SIZE = 20;

export interface FeedPage {
  posts: FeedPost[];
  nextPage: number | null;
}

/** One page of the feed, newest first, reactions embedded; authors' nicknames and the W2G cards in one batched call each. */
export async function getSocialFeedPage(filters: FeedFilters, page: number, signal?: AbortSignal): Promise<FeedPage> {
  if (filters.casino === 'favorites' && filters.favoriteIds.length === 0) return { posts: [], nextPage: null };
  if (filters.mode === 'mine' && !filters.userId) return { posts: [], nextPage: null };

  const from = page * FEED_PAGE_SIZE;
  let query = supabase.from('social_posts').select(`${POST_COLUMNS}, reactions:social_post_reactions(id, post_id, user_id, reaction_type)`);
  if (filters.mode === 'public') query = query.eq('is_public', true).eq('moderation_status', 'approved');
  else query = query.eq('user_id', filters.userId ?? '');
  if (filters.casino === 'favorites') query = query.in('casino_id', filters.favoriteIds);
  else if (filters.casino !== 'all') query = query.eq('casino_id', filters.casino);
  query = query
    .order('created_at', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + FEED_PAGE_SIZE - 1);
  if (signal) query = query.abortSignal(signal);

  const { data: rows, error } = await query;
  if (error) throw error;
  if (rows.length === 0) return { posts: [], nextPage: null };

  const [nicknames, jackpots] = await Promise.all([
    getNicknames(
      rows.map((r) => r.user_id),
      signal,
    ),
    getPostJackpots(rows, signal),
  ]);
  const posts = rows.map((row) => ({ ...row, authorNickname: nicknames[row.user_id] ?? null, jackpot: jackpots[row.id] ?? null }));
  return { posts, nextPage: rows.length === FEED_PAGE_SIZE ? page + 1 : null };
}

export const socialFeedQueryOptions = (filters: FeedFilters) =>
  infiniteQueryOptions({
    queryKey: socialKeys.feed(filters),
    queryFn: ({ pageParam, signal }) => getSocialFeedPage(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextPage,
  });

export function useSocialFeed(filters: FeedFilters, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...socialFeedQueryOptions(filters), enabled });
}
