import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import { MISSING_FIELD_KEYS, QUALITY_BAND_KEYS } from '../lib/quality';
import { adminCasinoKeys } from './admin-casino-keys';

const count = z.coerce.number();

const dataQualitySummarySchema = z.object({
  total: count,
  average: count,
  bands: z.record(z.enum(QUALITY_BAND_KEYS), count),
  missing: z.record(z.enum(MISSING_FIELD_KEYS), count),
  needs_attention: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      city: z.nullable(z.string()),
      state: z.nullable(z.string()),
      data_quality_score: z.number(),
    }),
  ),
});
export type DataQualitySummary = z.infer<typeof dataQualitySummarySchema>;

/** The Data Quality tab's figures, aggregated in SQL (rpc get_data_quality_summary). */
export function getDataQualitySummary(signal: AbortSignal): Promise<DataQualitySummary> {
  return callRpc('get_data_quality_summary', {}, dataQualitySummarySchema, { signal });
}

export const dataQualitySummaryQueryOptions = () =>
  queryOptions({ queryKey: adminCasinoKeys.quality(), queryFn: ({ signal }) => getDataQualitySummary(signal) });

export function useDataQualitySummary() {
  return useQuery(dataQualitySummaryQueryOptions());
}
