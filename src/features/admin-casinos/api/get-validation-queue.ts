import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { VALIDATION_QUEUE_SIZE } from '../lib/constants';
import { QUEUE_STATUSES, sortQueue } from '../lib/validation-queue';
import { adminCasinoKeys } from './admin-casino-keys';

/**
 * The first casinos awaiting review: flagged first, then pending, each by lowest data_quality_score,
 * then oldest updated_at. ('flagged' < 'pending' alphabetically, so the database orders and limits;
 * sortQueue states the rule explicitly.)
 */
export async function getValidationQueue(signal: AbortSignal) {
  const { data, error } = await supabase
    .from('casinos')
    .select('id, name, city, state, validation_status, verification_notes, data_quality_score, updated_at, last_verified_at')
    .in('validation_status', [...QUEUE_STATUSES])
    .order('validation_status')
    .order('data_quality_score')
    .order('updated_at')
    .limit(VALIDATION_QUEUE_SIZE)
    .abortSignal(signal);
  if (error) throw error;
  return sortQueue(data);
}
export type QueueEntry = Awaited<ReturnType<typeof getValidationQueue>>[number];

export const validationQueueQueryOptions = () =>
  queryOptions({ queryKey: adminCasinoKeys.validationQueue(), queryFn: ({ signal }) => getValidationQueue(signal) });

export function useValidationQueue() {
  return useQuery(validationQueueQueryOptions());
}
