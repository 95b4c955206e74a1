import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { supabase } from '@/lib/supabase';
import { expectWritten } from '@/lib/writes';
import { VALIDATION_STATUSES } from '../lib/constants';
import { adminCasinoKeys } from './admin-casino-keys';

export const reviewCasinoInputSchema = z.object({
  id: z.string().min(1),
  validation_status: z.enum(VALIDATION_STATUSES, { error: 'Please select a validation status' }),
  verification_notes: z.string().trim(),
});
export type ReviewCasinoInput = z.infer<typeof reviewCasinoInputSchema>;

/** Saves a review: status, notes, last_verified_at = now, is_verified = (status is validated). */
export async function reviewCasino(input: ReviewCasinoInput): Promise<void> {
  const { data, error } = await supabase
    .from('casinos')
    .update({
      validation_status: input.validation_status,
      verification_notes: input.verification_notes || null,
      last_verified_at: new Date().toISOString(),
      is_verified: input.validation_status === 'validated',
    })
    .eq('id', input.id)
    .select('id');
  if (error) throw error;
  await expectWritten(data, { table: 'casinos', id: input.id, noun: 'casino', admin: true });
}

export function useReviewCasinoMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewCasino,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCasinoKeys.all }),
    meta: { errorText: 'Failed to save the validation review' },
  });
}
