import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { errorMessage } from '@/lib/error-message';
import type { DateRange } from '../lib/date-range';
import { getAddCashTransactionsPage, type AddCashTransaction } from './get-add-cash-transactions';

const PAGE = 1000;

/** Every added-cash entry in the range, newest first, read 1000 rows a request (for the CSV at click time). */
export async function getAllAddCashTransactions(range: DateRange, signal?: AbortSignal): Promise<AddCashTransaction[]> {
  const rows: AddCashTransaction[] = [];
  for (let from = 0; ; from += PAGE) {
    const page = await getAddCashTransactionsPage(range, from, PAGE, signal);
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
}

/** Reads the rows for the Add Cash CSV (an action, so a mutation); failures toast 'Failed to export'. */
export function useExportAddCashTransactions() {
  return useMutation({
    mutationFn: (range: DateRange) => getAllAddCashTransactions(range),
    onError: (error) => toast.error('Error', { description: errorMessage(error, 'Failed to export') }),
  });
}
