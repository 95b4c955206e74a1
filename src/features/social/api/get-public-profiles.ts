import { supabase } from '@/lib/supabase';

/** Author nicknames for the given user ids, in one get_public_profiles call (private profiles are left out). */
export async function getNicknames(userIds: string[], signal?: AbortSignal): Promise<Record<string, string | null>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return {};
  let query = supabase.rpc('get_public_profiles', { user_ids: ids });
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return Object.fromEntries((data ?? []).map((p) => [p.id, p.nickname?.trim() ? p.nickname : null]));
}
