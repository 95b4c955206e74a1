import { supabase } from '@/lib/supabase';

/** Asks the verify-admin-email edge function whether `email` belongs to an administrator. */
export async function verifyAdminEmail(email: string): Promise<boolean> {
  const { data, error } = await supabase.functions.invoke<{ isAdminEmail?: boolean }>('verify-admin-email', { body: { email } });
  if (error) throw error;
  return data?.isAdminEmail === true;
}
