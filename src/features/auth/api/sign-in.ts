import { useMutation } from '@tanstack/react-query';
import { isAuthError } from '@supabase/supabase-js';
import type { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { authFailureMeta } from '../lib/auth-toasts';
import type { signInSchema } from './sign-in-schema';

export type SignInInput = z.infer<typeof signInSchema>;

export async function signIn({ email, password }: SignInInput) {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data;
}

export function isEmailNotConfirmed(error: unknown): boolean {
  return isAuthError(error) && (error.code === 'email_not_confirmed' || /email not confirmed/i.test(error.message));
}

/** Sign in with e-mail and password; failures toast 'Sign In Failed' with the server message. */
export function useSignIn() {
  return useMutation({
    mutationFn: signIn,
    meta: authFailureMeta('Sign In Failed', (error) =>
      isEmailNotConfirmed(error) ? { title: 'Email Verification Required', description: (error as Error).message } : null,
    ),
  });
}
