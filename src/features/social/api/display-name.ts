import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { useAuth } from '@/hooks/use-auth';
import { INSERT_ONCE } from '@/lib/writes';
import { requireUser } from './require-user';
import { socialKeys } from './social-keys';

/** The name a post goes out under when the player has set none (spec part 2 §2.5). */
export const DEFAULT_NICKNAME = 'Player';

/** The same rule as Account → Profile's display name. */
export const displayNameSchema = z.string().trim().min(1, 'Enter a display name').max(50, 'Display name must be 50 characters or fewer');

/** The player's own display name (profiles.nickname), null when none is set or there is no profile yet. */
export async function getMyDisplayName(userId: string, signal?: AbortSignal): Promise<string | null> {
  let q = supabase.from('profiles').select('nickname').eq('id', userId);
  if (signal) q = q.abortSignal(signal);
  const { data, error } = await q.maybeSingle();
  if (error) throw error;
  return data?.nickname?.trim() ? data.nickname : null;
}

export const myDisplayNameQueryOptions = (userId: string) =>
  queryOptions({ queryKey: socialKeys.displayName(userId), queryFn: ({ signal }) => getMyDisplayName(userId, signal) });

export function useMyDisplayName() {
  const { user } = useAuth();
  return useQuery({ ...myDisplayNameQueryOptions(user?.id ?? ''), enabled: !!user });
}

/**
 * Sets the display name offered before the first post: the profile row is made (id, email) when missing, as
 * posting does, then its nickname is set only if still none (a name chosen meanwhile on another device is
 * kept). Returns the name the profile has afterwards.
 */
export async function setFirstDisplayName(name: string): Promise<string> {
  const nickname = displayNameSchema.parse(name);
  const user = await requireUser();
  const made = await supabase.from('profiles').upsert({ id: user.id, email: user.email ?? null }, INSERT_ONCE);
  if (made.error) throw made.error;
  const { error } = await supabase.from('profiles').update({ nickname }).eq('id', user.id).is('nickname', null).select('id');
  if (error) throw error;
  return (await getMyDisplayName(user.id)) ?? nickname;
}

export function useSetFirstDisplayName() {
  const { user } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: setFirstDisplayName,
    onSuccess: (name) => {
      if (user) client.setQueryData(socialKeys.displayName(user.id), name);
      // The feed and posts show the author's name.
      return client.invalidateQueries({ queryKey: socialKeys.all });
    },
    meta: { errorText: 'Update failed', serverText: true },
  });
}
