import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminUserKeys } from './admin-user-keys';
import { invokeAdminUserManagement } from './admin-user-management';

export const createAdminUserInputSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Please enter a valid email address')),
  firstName: z.string().trim(),
  lastName: z.string().trim(),
});
export type CreateAdminUserInput = z.infer<typeof createAdminUserInputSchema>;

/** Creates an administrator; the function e-mails them a set-password link. */
export async function createAdminUser(input: CreateAdminUserInput): Promise<void> {
  const body = createAdminUserInputSchema.parse(input);
  await invokeAdminUserManagement<{ success: boolean }>({ action: 'create_admin_user', ...body });
}

export function useCreateAdminUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdminUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
    meta: { errorText: 'Failed to create admin user' },
  });
}
