import * as z from 'zod/mini';
import type { Reaction } from '../lib/reactions';

/** Columns read for a post (spec part 2 §7) plus its casino. */
export const POST_COLUMNS =
  'id, caption, image_url, created_at, updated_at, user_id, jackpot_id, session_id, casino_id, is_public, moderation_status, casino:casinos(id, name, city, state)' as const;

export interface PostCasino {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
}

/** The W2G card of a shared win: the linked jackpot's amount, date, casino and machine (a row of get_post_jackpots). */
export const postJackpotSchema = z.object({
  amount: z.coerce.number(),
  jackpot_date: z.string(),
  casino_name: z.nullable(z.string()),
  slot_machine_name: z.nullable(z.string()),
});
export type PostJackpot = z.infer<typeof postJackpotSchema>;

export interface SocialPost {
  id: string;
  caption: string | null;
  image_url: string | null;
  created_at: string;
  updated_at: string;
  user_id: string;
  jackpot_id: string | null;
  session_id: string | null;
  casino_id: string | null;
  is_public: boolean;
  moderation_status: string;
  casino: PostCasino | null;
  /** The author's public nickname (null: none set or profile not public). */
  authorNickname: string | null;
  /** The linked W2G jackpot's card (null: none linked). */
  jackpot: PostJackpot | null;
}

export interface FeedPost extends SocialPost {
  reactions: Reaction[];
}
