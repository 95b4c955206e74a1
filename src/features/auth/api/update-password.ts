import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { authFailureMeta } from '../lib/auth-toasts';
import { PASSWORD_MISMATCH } from './sign-up';

export const MIN_PASSWORD_LENGTH = 6;

export const newPasswordSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters long'),
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: PASSWORD_MISMATCH, path: ['confirmPassword'] });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;

/** Sets a new password for the user signed in by the recovery link. */
export async function updatePassword({ password }: NewPasswordInput): Promise<void> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword, meta: authFailureMeta('Password Reset Failed') });
}
