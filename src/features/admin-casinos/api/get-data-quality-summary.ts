import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { DataQualitySummary } from '../lib/quality';
import { adminCasinoKeys } from './admin-casino-keys';

/** The Data Quality tab's figures, aggregated in SQL (rpc get_data_quality_summary). */
export async function getDataQualitySummary(signal: AbortSignal): Promise<DataQualitySummary> {
  const { data, error } = await supabase.rpc('get_data_quality_summary').abortSignal(signal);
  if (error) throw error;
  const s = data as unknown as DataQualitySummary;
  return { ...s, total: Number(s.total), average: Number(s.average) };
}

export const dataQualitySummaryQueryOptions = () =>
  queryOptions({ queryKey: adminCasinoKeys.quality(), queryFn: ({ signal }) => getDataQualitySummary(signal) });

export function useDataQualitySummary() {
  return useQuery(dataQualitySummaryQueryOptions());
}
