import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { accountKeys } from './account-keys';

/** The profile as the account screen shows and edits it; `updated_at` is the version an edit is based on. */
export const PROFILE_COLUMNS = 'id, email, nickname, is_public_profile, share_machine_sightings, updated_at' as const;

/** The signed-in user's profile row (email, nickname, public flag), or null when there is none. */
export async function getProfile(userId: string, signal?: AbortSignal) {
  let query = supabase.from('profiles').select(PROFILE_COLUMNS).eq('id', userId);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query.maybeSingle();
  if (error) throw error;
  return data;
}

export type Profile = NonNullable<Awaited<ReturnType<typeof getProfile>>>;

export const profileQueryOptions = (userId: string) =>
  queryOptions({ queryKey: accountKeys.profile(userId), queryFn: ({ signal }) => getProfile(userId, signal) });

export function useProfile(userId: string | null | undefined) {
  return useQuery({ ...profileQueryOptions(userId ?? ''), enabled: !!userId });
}
