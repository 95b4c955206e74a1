import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { DateRange } from '../lib/date-range';
import { reportKeys } from './report-keys';

/** Entries per page on screen ('Load more'). */
export const CASH_PAGE_SIZE = 50;

/** One page of the player's added-cash entries arriving in the range, newest first: rows [from, from + size). */
export async function getAddCashTransactionsPage({ start, end }: DateRange, from: number, size: number, signal?: AbortSignal) {
  let query = supabase.rpc('get_add_cash_transactions', { p_start: start, p_end: end }).range(from, from + size - 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export type AddCashTransaction = Awaited<ReturnType<typeof getAddCashTransactionsPage>>[number];

export const addCashTransactionsQueryOptions = (range: DateRange) =>
  infiniteQueryOptions({
    queryKey: reportKeys.cashList(range),
    queryFn: ({ pageParam, signal }) => getAddCashTransactionsPage(range, pageParam, CASH_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length < CASH_PAGE_SIZE ? undefined : pages.length * CASH_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

/** The entries page by page (fetchNextPage for 'Load more'); the total comes from useAddCashSummary. */
export function useAddCashTransactions(range: DateRange) {
  return useInfiniteQuery(addCashTransactionsQueryOptions(range));
}
