import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { invokeAdminUserManagement } from './admin-user-management';

export const sendPasswordResetInputSchema = z.object({ email: z.email() });
export type SendPasswordResetInput = z.infer<typeof sendPasswordResetInputSchema>;

/** E-mails an administrator a password-reset link that lands on /admin/auth. */
export async function sendPasswordReset(input: SendPasswordResetInput): Promise<void> {
  const body = sendPasswordResetInputSchema.parse(input);
  await invokeAdminUserManagement<{ success: boolean }>({ action: 'send_password_reset', ...body });
}

export function useSendPasswordResetMutation() {
  return useMutation({
    mutationFn: sendPasswordReset,
    meta: { errorText: 'Failed to send password reset email' },
  });
}
