import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { callRpc } from '@/lib/call-rpc';
import type { DateRange } from '../lib/date-range';
import { reportKeys } from './report-keys';

/** Entries per page on screen ('Load more'). */
export const CASH_PAGE_SIZE = 50;

const transactionsSchema = z.array(
  z.object({
    session_id: z.string(),
    casino_id: z.nullable(z.string()),
    casino_name: z.nullable(z.string()),
    amount: z.coerce.number(),
    timestamp: z.string(),
    note: z.nullable(z.string()),
  }),
);
export type AddCashTransaction = z.infer<typeof transactionsSchema>[number];

/** One page of the player's added-cash entries arriving in the range, newest first: rows [from, from + size). */
export function getAddCashTransactionsPage({ start, end }: DateRange, from: number, size: number, signal?: AbortSignal) {
  return callRpc('get_add_cash_transactions', { p_start: start, p_end: end }, transactionsSchema, {
    signal,
    range: [from, from + size - 1],
  });
}

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
