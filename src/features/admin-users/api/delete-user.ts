import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { adminUserKeys } from './admin-user-keys';
import { invokeAdminUserManagement } from './admin-user-management';

export const deleteUserInputSchema = z.object({ userId: z.uuid() });
export type DeleteUserInput = z.infer<typeof deleteUserInputSchema>;

/** Deletes an account and everything it owns (delete_user). */
export async function deleteUser(input: DeleteUserInput): Promise<void> {
  const { userId } = deleteUserInputSchema.parse(input);
  await invokeAdminUserManagement<{ success: boolean }>({ action: 'delete_user', userId });
}

export function useDeleteUserMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
    meta: {
      errorText: (error) => (error instanceof Error && error.message === 'No active session' ? error.message : 'Failed to delete user'),
    },
  });
}
