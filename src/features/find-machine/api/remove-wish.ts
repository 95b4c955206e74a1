import { supabase } from '@/lib/supabase';

/** Removes a game from the wish list (by the row's id); one already gone is done. */
export async function removeWish(userId: string, id: string): Promise<void> {
  const { error } = await supabase.from('wish_list_games').delete().eq('id', id).eq('user_id', userId);
  if (error) throw error;
}
