import { supabase } from '@/lib/supabase';
import type { UserType } from '@/lib/auth-context';

/** Looks the user up in admin_users, then profiles (spec part 1 §4). Throws on a failed lookup. */
export async function getUserType(userId: string, signal?: AbortSignal): Promise<UserType | null> {
  let adminQuery = supabase.from('admin_users').select('id').eq('id', userId);
  if (signal) adminQuery = adminQuery.abortSignal(signal);
  const admin = await adminQuery.maybeSingle();
  if (admin.error) throw admin.error;
  if (admin.data) return 'admin_user';

  let profileQuery = supabase.from('profiles').select('id').eq('id', userId);
  if (signal) profileQuery = profileQuery.abortSignal(signal);
  const profile = await profileQuery.maybeSingle();
  if (profile.error) throw profile.error;
  return profile.data ? 'app_user' : null;
}
