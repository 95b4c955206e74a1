import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { authFailureMeta } from '../lib/auth-toasts';

export const verifyCodeSchema = z.object({
  code: z
    .string()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the e-mail')),
});
export type VerifyCodeInput = z.input<typeof verifyCodeSchema>;

/** Confirms the sign-up with the code from the e-mail (GoTrue verify, type signup) and signs the player in. */
export async function verifySignupCode({ email, code }: { email: string; code: string }): Promise<void> {
  const { error } = await supabase.auth.verifyOtp({ email, token: code, type: 'signup' });
  if (error) throw error;
}

export function useVerifySignupCode() {
  return useMutation({ mutationFn: verifySignupCode, meta: authFailureMeta('Verification Failed') });
}
