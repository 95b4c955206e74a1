import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { paths } from '@/config/paths';
import { authFailureMeta } from '../lib/auth-toasts';
import { EMAIL_PATTERN, INVALID_EMAIL } from './admin-sign-in';
import { resetPassword } from './reset-password';
import { verifyAdminEmail } from './verify-admin-email';

export const adminResetSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'Please enter your email address').regex(EMAIL_PATTERN, INVALID_EMAIL),
});
export type AdminResetInput = z.infer<typeof adminResetSchema>;

class AdminResetError extends Error {}

/** Sends a recovery e-mail (back to /admin/auth) only to an administrator's address. */
export async function adminResetPassword({ email }: AdminResetInput): Promise<void> {
  let isAdmin: boolean;
  try {
    isAdmin = await verifyAdminEmail(email);
  } catch {
    throw new AdminResetError('Failed to verify admin email');
  }
  if (!isAdmin) throw new AdminResetError('No admin account found with this email address');
  await resetPassword({ email, redirectTo: `${window.location.origin}${paths.admin.auth.getHref()}` });
}

export function useAdminResetPassword() {
  return useMutation({
    mutationFn: adminResetPassword,
    meta: authFailureMeta('Reset Password Failed', (error) =>
      error instanceof AdminResetError ? { title: 'Reset Password Failed', description: error.message } : null,
    ),
  });
}
