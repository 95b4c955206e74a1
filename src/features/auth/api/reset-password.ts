import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { authFailureMeta } from '../lib/auth-toasts';

export type ResetPasswordInput = { email: string; redirectTo: string };

/** Sends the password-recovery e-mail; its link returns to `redirectTo`. */
export async function resetPassword({ email, redirectTo }: ResetPasswordInput): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email, { redirectTo });
  if (error) throw error;
}

export function useResetPassword({ errorTitle = 'Reset Password Failed' }: { errorTitle?: string } = {}) {
  return useMutation({ mutationFn: resetPassword, meta: authFailureMeta(errorTitle) });
}
