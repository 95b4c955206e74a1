import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';

/** Under 'preparer-links': the list, which every preparer link write refreshes. */
export const preparerLinkKeys = {
  all: ['preparer-links'] as const,
  list: (userId: string) => ['preparer-links', userId] as const,
};

const COLUMNS =
  'id, tax_year, token, expires_at, revoked, revoked_at, created_at, openings:preparer_link_openings(id, opened_at, user_agent)' as const;

/** The player's preparer links, newest first, each with its openings, newest first. */
export async function getPreparerLinks(userId: string, signal?: AbortSignal) {
  let query = supabase.from('preparer_links').select(COLUMNS).eq('user_id', userId).order('created_at', { ascending: false });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data.map((link) => ({ ...link, openings: [...link.openings].sort((a, b) => b.opened_at.localeCompare(a.opened_at)) }));
}
export type PreparerLink = Awaited<ReturnType<typeof getPreparerLinks>>[number];

export const preparerLinksQueryOptions = (userId: string) =>
  queryOptions({ queryKey: preparerLinkKeys.list(userId), queryFn: ({ signal }) => getPreparerLinks(userId, signal) });

export function usePreparerLinks() {
  const { user } = useAuth();
  return useQuery({ ...preparerLinksQueryOptions(user?.id ?? ''), enabled: !!user });
}
