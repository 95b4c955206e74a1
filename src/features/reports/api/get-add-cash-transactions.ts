import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { DateRange } from '../lib/date-range';
import { reportKeys } from './report-keys';

const PAGE = 1000;

async function getPage({ start, end }: DateRange, from: number, signal?: AbortSignal) {
  let query = supabase.rpc('get_add_cash_transactions', { p_start: start, p_end: end }).range(from, from + PAGE - 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export type AddCashTransaction = Awaited<ReturnType<typeof getPage>>[number];

/** Every added-cash entry of the player's casino visits arriving in the range, newest first. */
export async function getAddCashTransactions(range: DateRange, signal?: AbortSignal): Promise<AddCashTransaction[]> {
  const rows: AddCashTransaction[] = [];
  for (let from = 0; ; from += PAGE) {
    const page = await getPage(range, from, signal);
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

export const addCashTransactionsQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: reportKeys.cashList(range),
    queryFn: ({ signal }) => getAddCashTransactions(range, signal),
    placeholderData: keepPreviousData,
  });

export function useAddCashTransactions(range: DateRange) {
  return useQuery(addCashTransactionsQueryOptions(range));
}
