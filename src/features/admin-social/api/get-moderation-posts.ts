import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { countReports, MODERATION_PAGE_SIZE, postUserLabel } from '../lib/moderation';
import { moderationKeys, type ModerationFilters } from './moderation-keys';

const POST_COLUMNS =
  'id, user_id, caption, image_url, created_at, is_public, moderation_status, author:profiles!social_posts_user_profile_fkey(nickname, email)' as const;

/** Ids of every post that has at least one report. */
async function reportedPostIds(signal: AbortSignal): Promise<string[]> {
  const { data, error } = await supabase.from('social_post_reports').select('post_id').abortSignal(signal);
  if (error) throw error;
  return [...new Set(data.map((r) => r.post_id))];
}

/** One page of posts for moderation (newest first) with author label and report count. */
export async function getModerationPosts(filters: ModerationFilters, signal: AbortSignal) {
  let query = supabase.from('social_posts').select(POST_COLUMNS, { count: 'exact' });
  if (filters.status !== 'all') query = query.eq('moderation_status', filters.status);
  if (filters.reportedOnly) {
    const ids = await reportedPostIds(signal);
    if (ids.length === 0) return { rows: [], count: 0 };
    query = query.in('id', ids);
  }
  const from = filters.page * MODERATION_PAGE_SIZE;
  const {
    data: posts,
    count,
    error,
  } = await query
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + MODERATION_PAGE_SIZE - 1)
    .abortSignal(signal);
  if (error) throw error;

  let reports: Record<string, number> = {};
  if (posts.length > 0) {
    const { data, error: reportsError } = await supabase
      .from('social_post_reports')
      .select('post_id')
      .in(
        'post_id',
        posts.map((p) => p.id),
      )
      .abortSignal(signal);
    if (reportsError) throw reportsError;
    reports = countReports(data);
  }

  const rows = posts.map(({ author, ...post }) => ({
    ...post,
    userLabel: postUserLabel(post.user_id, author),
    reportCount: reports[post.id] ?? 0,
  }));
  return { rows, count: count ?? 0 };
}
export type ModerationPost = Awaited<ReturnType<typeof getModerationPosts>>['rows'][number];

export const moderationPostsQueryOptions = (filters: ModerationFilters) =>
  queryOptions({
    queryKey: moderationKeys.list(filters),
    queryFn: ({ signal }) => getModerationPosts(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useModerationPosts(filters: ModerationFilters) {
  return useQuery(moderationPostsQueryOptions(filters));
}
