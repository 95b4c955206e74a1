import { supabase } from '@/lib/supabase';
import { INSERT_ONCE } from '@/lib/writes';

export interface WishInput {
  /** Made on the device when the player pressed "Add to wish list": a resend records it once. */
  id: string;
  slot_machine_id: string;
}

/** Adds a game to the player's wish list; the same game already there (added on another device) is the same success. */
export async function addWish(userId: string, input: WishInput): Promise<void> {
  const { error } = await supabase
    .from('wish_list_games')
    .upsert({ id: input.id, user_id: userId, slot_machine_id: input.slot_machine_id }, INSERT_ONCE);
  if (error && error.code !== '23505') throw error;
}
