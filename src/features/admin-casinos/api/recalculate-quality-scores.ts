import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminCasinoKeys } from './admin-casino-keys';

/**
 * Recomputes every casino's data_quality_score (casino_record omitted = null = all casinos); returns the count.
 * The update inside the RPC also bumps updated_at on every row (set_updated_at trigger).
 */
export async function recalculateQualityScores(): Promise<number> {
  const { data, error } = await supabase.rpc('calculate_casino_data_quality_score', {});
  if (error) throw error;
  return data;
}

export function useRecalculateQualityScoresMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recalculateQualityScores,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCasinoKeys.all }),
    meta: { errorText: 'Failed to recalculate data quality scores' },
  });
}
