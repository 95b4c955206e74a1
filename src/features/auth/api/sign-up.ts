import { useMutation } from '@tanstack/react-query';
import { isAuthError } from '@supabase/supabase-js';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';
import { authFailureMeta } from '../lib/auth-toasts';

export const PASSWORD_MISMATCH = 'Passwords do not match';
/** The auth server's minimum (supabase/config.toml minimum_password_length), told before the first try. */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters.`;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`;
export const ACCOUNT_EXISTS = {
  title: 'Account Already Exists',
  description:
    "This email is already registered. Please check your email for a verification link, or try signing in if you've already verified your account.",
} as const;

export const signUpSchema = z
  .object({
    firstName: z.string().trim().min(1, 'First name is required'),
    lastName: z.string().trim().min(1, 'Last name is required'),
    email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
    password: z.string().min(1, 'Password is required').min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORD_MISMATCH, path: ['confirmPassword'] });
export type SignUpInput = z.infer<typeof signUpSchema>;

export type SignUpOutcome = 'confirmation-sent' | 'signed-in' | 'already-exists';

/** Signs up an app_user. A user with `identities: []` is GoTrue's answer for an existing e-mail. */
export async function signUp(input: SignUpInput): Promise<SignUpOutcome> {
  const { data, error } = await supabase.auth.signUp({
    email: input.email,
    password: input.password,
    options: {
      emailRedirectTo: `${window.location.origin}${paths.home.getHref()}`,
      data: { first_name: input.firstName, last_name: input.lastName, user_type: 'app_user' },
    },
  });
  if (error) throw error;
  if (data.user && Array.isArray(data.user.identities) && data.user.identities.length === 0) return 'already-exists';
  return data.session ? 'signed-in' : 'confirmation-sent';
}

function isAlreadyRegistered(error: unknown): boolean {
  return isAuthError(error) && (error.code === 'user_already_exists' || /already (registered|exists)/i.test(error.message));
}

export function useSignUp() {
  return useMutation({
    mutationFn: signUp,
    meta: authFailureMeta('Sign Up Failed', (error) => (isAlreadyRegistered(error) ? ACCOUNT_EXISTS : null)),
  });
}
