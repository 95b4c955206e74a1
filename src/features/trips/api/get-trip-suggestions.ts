import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import { tripKeys } from './trip-keys';

/** Days in a row of play away from the player's usual casinos that no trip holds yet (SQL: get_trip_suggestions). */
export interface TripSuggestion {
  start_date: string;
  end_date: string;
  name: string;
  casinos: { id: string; name: string }[];
}

export async function getTripSuggestions(signal?: AbortSignal): Promise<TripSuggestion[]> {
  let query = supabase.rpc('get_trip_suggestions');
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data as unknown as TripSuggestion[];
}

export const tripSuggestionsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: tripKeys.suggestions(userId), queryFn: ({ signal }) => getTripSuggestions(signal) });

export function useTripSuggestions() {
  const { user } = useAuth();
  return useQuery({ ...tripSuggestionsQueryOptions(user?.id ?? ''), enabled: !!user });
}
