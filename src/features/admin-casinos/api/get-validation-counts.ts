import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { ValidationStatus } from '../lib/constants';
import { adminCasinoKeys } from './admin-casino-keys';

export interface ValidationCounts {
  pending: number;
  flagged: number;
  validated: number;
}

async function countStatus(status: ValidationStatus, signal: AbortSignal): Promise<number> {
  const { count, error } = await supabase
    .from('casinos')
    .select('id', { count: 'exact', head: true })
    .eq('validation_status', status)
    .abortSignal(signal);
  if (error) throw error;
  return count ?? 0;
}

/** The Validation tab's three counters (head counts per status). */
export async function getValidationCounts(signal: AbortSignal): Promise<ValidationCounts> {
  const [pending, flagged, validated] = await Promise.all([
    countStatus('pending', signal),
    countStatus('flagged', signal),
    countStatus('validated', signal),
  ]);
  return { pending, flagged, validated };
}

export const validationCountsQueryOptions = () =>
  queryOptions({ queryKey: adminCasinoKeys.validationCounts(), queryFn: ({ signal }) => getValidationCounts(signal) });

export function useValidationCounts() {
  return useQuery(validationCountsQueryOptions());
}
