import { SESSIONS_ROOT } from '@/api/query-roots';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { shareFetchedOnly } from '@/lib/share-fetched';
import { supabase } from '@/lib/supabase';
import { readYearPlay, type PlayRange, type YearPlay } from './year-play-reads';

export {
  toSessionMethodInputs,
  type PlayRange,
  type YearPlay,
  type PlayJackpotRow,
  type PlaySlotRow,
  type PlayCasinoSessionRow,
} from './year-play-reads';

/** A year of play through the app's client (see readYearPlay). */
export const getYearPlay = (range: PlayRange, signal?: AbortSignal): Promise<YearPlay> => readYearPlay(supabase, range, signal);

/** Under 'sessions': every session write refreshes it. */
export const yearPlayKey = (range: PlayRange) => [SESSIONS_ROOT, 'year-play', range] as const;

export const yearPlayQueryOptions = (range: PlayRange) =>
  queryOptions({ queryKey: yearPlayKey(range), queryFn: ({ signal }) => getYearPlay(range, signal) });

const shareRows = shareFetchedOnly((data) => typeof data === 'object' && data !== null && 'slots' in data);

/**
 * The signed-in player's slot sessions, casino sessions and W2Gs of [start, end]. `select` (a stable function)
 * derives what a screen needs from them once per fetch: TanStack keeps its result until the data or the function changes.
 */
export function useYearPlay<T = YearPlay>(start: string, end: string, select?: (play: YearPlay) => T) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({ ...yearPlayQueryOptions({ userId, start, end }), enabled: !!userId, select, structuralSharing: shareRows });
}
