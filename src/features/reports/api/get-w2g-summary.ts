import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/call-rpc';
import type { DateRange } from '../lib/date-range';
import { reportKeys } from './report-keys';

const amount = z.coerce.number();

/** The jsonb of rpc get_w2g_summary (totals computed in SQL). */
export const w2gSummarySchema = z.object({
  count: amount,
  total_amount: amount,
  total_tax_withheld: amount,
  net: amount,
  by_month: z.array(z.object({ month: z.string(), count: amount, amount })),
});
export type W2gSummary = z.infer<typeof w2gSummarySchema>;

export function getW2gSummary({ start, end }: DateRange, signal?: AbortSignal): Promise<W2gSummary> {
  return callRpc('get_w2g_summary', { p_start: start, p_end: end }, w2gSummarySchema, { signal });
}

export const w2gSummaryQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: reportKeys.summary(range),
    queryFn: ({ signal }) => getW2gSummary(range, signal),
    placeholderData: keepPreviousData,
  });

export function useW2gSummary(range: DateRange) {
  return useQuery(w2gSummaryQueryOptions(range));
}
