import { useMutation } from '@tanstack/react-query';
import { functionErrorText } from '@/lib/function-error';
import { supabase } from '@/lib/supabase';

/** Deletes the signed-in player's account, every row and every stored file (delete-account edge function). */
export async function deleteAccount(): Promise<{ filesRemoved: number }> {
  const { data, error } = await supabase.functions.invoke<{ success: boolean; filesRemoved: number }>('delete-account', {
    body: { confirm: 'DELETE' },
  });
  if (error) throw new Error((await functionErrorText(error)) ?? 'Failed to delete your account');
  if (!data?.success) throw new Error('Failed to delete your account');
  return { filesRemoved: data.filesRemoved };
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: deleteAccount,
    meta: { errorText: 'Failed to delete your account', serverText: true },
  });
}
