import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { callRpc } from '@/lib/call-rpc';
import type { DateRange } from '../lib/date-range';
import { reportKeys } from './report-keys';

/** The jsonb of rpc get_add_cash_summary (count and total computed in SQL). */
export const addCashSummarySchema = z.object({ count: z.coerce.number(), total: z.coerce.number() });
export type AddCashSummary = z.infer<typeof addCashSummarySchema>;

export function getAddCashSummary({ start, end }: DateRange, signal?: AbortSignal): Promise<AddCashSummary> {
  return callRpc('get_add_cash_summary', { p_start: start, p_end: end }, addCashSummarySchema, { signal });
}

export const addCashSummaryQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: reportKeys.cashSummary(range),
    queryFn: ({ signal }) => getAddCashSummary(range, signal),
    placeholderData: keepPreviousData,
  });

export function useAddCashSummary(range: DateRange) {
  return useQuery(addCashSummaryQueryOptions(range));
}
