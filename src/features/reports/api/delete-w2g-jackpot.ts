import { SESSIONS_ROOT } from '@/api/query-roots';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { reportKeys } from './report-keys';

/** Deletes one jackpot, then its photos in the player's private folder. */
export async function deleteW2gJackpot(id: string): Promise<void> {
  const { data: rows, error } = await supabase.from('w2g_jackpots').delete().eq('id', id).select('images');
  if (error) throw error;
  const [data] = await expectWritten(rows, { table: 'w2g_jackpots', id, noun: 'jackpot' });
  if (data.images.length > 0) {
    // The jackpot is gone either way; a photo left behind stays private to its owner and is
    // removed with the account, so a storage failure here does not fail the delete.
    await supabase.storage.from('w2g-images').remove(data.images);
  }
}

/** Deletes a jackpot; failures toast 'Failed to delete' (or the server message). */
export function useDeleteW2gJackpot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteW2gJackpot,
    // A jackpot linked to a slot session moves that session's result (Home, Sessions): refresh session data too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reportKeys.jackpots }),
        queryClient.invalidateQueries({ queryKey: [SESSIONS_ROOT] }),
      ]),
    meta: { errorText: 'Failed to delete', serverText: true },
  });
}
