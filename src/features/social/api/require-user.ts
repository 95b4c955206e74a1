import type { User } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

/** The signed-in user from the local session, or the spec's 'Must be logged in'. */
export async function requireUser(): Promise<User> {
  const { data } = await supabase.auth.getSession();
  const user = data.session?.user;
  if (!user) throw new Error('Must be logged in');
  return user;
}
