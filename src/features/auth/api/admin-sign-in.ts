import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { UserType } from '@/lib/auth-context';
import { errorMessage } from '@/lib/error-message';
import { rateLimitMessage } from '../lib/auth-toasts';
import { getUserType } from './get-user-type';
import { signIn } from './sign-in';
import { verifyAdminEmail } from './verify-admin-email';

const FILL_ALL = 'Please fill in all fields';
export const INVALID_EMAIL = 'Please enter a valid email address';
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const adminSignInSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, FILL_ALL).regex(EMAIL_PATTERN, INVALID_EMAIL),
  password: z.string().min(1, FILL_ALL),
});
export type AdminSignInInput = z.infer<typeof adminSignInSchema>;

export class AdminSignInError extends Error {}

/** Checks the e-mail with verify-admin-email BEFORE signing in; returns the account type. */
export async function adminSignIn(input: AdminSignInInput): Promise<UserType | null> {
  let isAdmin: boolean;
  try {
    isAdmin = await verifyAdminEmail(input.email);
  } catch {
    throw new AdminSignInError('Login failed');
  }
  if (!isAdmin) throw new AdminSignInError('Invalid admin credentials');
  const { user } = await signIn(input);
  return getUserType(user.id).catch(() => null);
}

export function useAdminSignIn() {
  return useMutation({
    mutationFn: adminSignIn,
    meta: { errorTitle: 'Admin Sign In Failed', errorText: (error) => rateLimitMessage(error) ?? errorMessage(error, 'Login failed') },
  });
}
