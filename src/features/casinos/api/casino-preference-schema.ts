import { z } from 'zod';
import { PLAYER_CLUB_ID_MAX } from './casino-preference-limits';

/** One change at a time: the favourite flag, or the player club id (blank clears it). */
export const casinoPreferenceChangeSchema = z.union([
  z.object({ casinoId: z.string().min(1), isFavorite: z.boolean() }),
  z.object({
    casinoId: z.string().min(1),
    playerClubId: z.string().trim().max(PLAYER_CLUB_ID_MAX, `Player Club ID must be at most ${PLAYER_CLUB_ID_MAX} characters`),
  }),
]);
export type CasinoPreferenceChange = z.infer<typeof casinoPreferenceChangeSchema>;
