import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import { adminCasinoKeys } from './admin-casino-keys';

/**
 * Recomputes every casino's data_quality_score (casino_record omitted = null = all casinos); returns the count.
 * The update inside the RPC also bumps updated_at on every row (set_updated_at trigger).
 */
export function recalculateQualityScores(): Promise<number> {
  return callRpc('calculate_casino_data_quality_score', {}, z.number());
}

export function useRecalculateQualityScoresMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recalculateQualityScores,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCasinoKeys.all }),
    meta: { errorText: 'Failed to recalculate data quality scores' },
  });
}
