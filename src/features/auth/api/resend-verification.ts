import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';
import { authFailureMeta } from '../lib/auth-toasts';

/** Sends the sign-up confirmation e-mail again. */
export async function resendVerification(email: string): Promise<void> {
  const { error } = await supabase.auth.resend({
    type: 'signup',
    email,
    options: { emailRedirectTo: `${window.location.origin}${paths.home.getHref()}` },
  });
  if (error) throw error;
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification, meta: authFailureMeta('Failed to Resend Email') });
}
