import { useMutation } from '@tanstack/react-query';
import { readAllPages } from '@/lib/read-all-pages';
import type { DateRange } from '../lib/date-range';
import { getAddCashTransactionsPage, type AddCashTransaction } from './get-add-cash-transactions';

/** Every added-cash entry in the range, newest first, read 1000 rows a request (for the CSV at click time). */
export function getAllAddCashTransactions(range: DateRange, signal?: AbortSignal): Promise<AddCashTransaction[]> {
  return readAllPages(async (from, to) => ({ rows: await getAddCashTransactionsPage(range, from, to - from + 1, signal), count: null }));
}

/** Reads the rows for the Add Cash CSV (an action, so a mutation); failures toast 'Failed to export'. */
export function useExportAddCashTransactions() {
  return useMutation({
    mutationFn: (range: DateRange) => getAllAddCashTransactions(range),
    meta: { errorText: 'Failed to export', serverText: true },
  });
}
