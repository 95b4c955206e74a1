import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import { postJackpotSchema, type PostJackpot } from './post-columns';

const postJackpotsSchema = z.array(z.extend(postJackpotSchema, { post_id: z.string() }));

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
  const rows = await callRpc('get_post_jackpots', { post_ids: ids }, postJackpotsSchema, { signal });
  return Object.fromEntries(rows.map(({ post_id, ...jackpot }) => [post_id, jackpot]));
}
