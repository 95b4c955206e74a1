import { supabase } from '@/lib/supabase';
import type { PostJackpot } from './post-columns';

/**
 * The linked jackpots of the posts that have one, by post id, in one get_post_jackpots call (the server returns
 * only the author's own jackpot of a post the caller can see).
 */
export async function getPostJackpots(
  posts: readonly { id: string; jackpot_id: string | null }[],
  signal?: AbortSignal,
): Promise<Record<string, PostJackpot>> {
  const ids = posts.filter((p) => p.jackpot_id).map((p) => p.id);
  if (ids.length === 0) return {};
  let call = supabase.rpc('get_post_jackpots', { post_ids: ids });
  if (signal) call = call.abortSignal(signal);
  const { data, error } = await call;
  if (error) throw error;
  return Object.fromEntries(
    data.map((j) => [
      j.post_id,
      { amount: Number(j.amount), jackpot_date: j.jackpot_date, casino_name: j.casino_name, slot_machine_name: j.slot_machine_name },
    ]),
  );
}
