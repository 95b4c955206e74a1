import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { supabase } from '@/lib/supabase';
import { errorMessage } from '@/lib/error-message';
import type { DateRange, W2gExportRow } from '../lib/export-files';

const PAGE = 1000;
const COLUMNS = 'jackpot_date, jackpot_time, casino_id, slot_machine_id, amount, tax_withheld, ticket_number, irs_form_version, notes, id';

/** The player's jackpots with jackpot_date in [start, end], oldest first, read 1000 rows a request. */
export async function getW2gExportRows({ start, end }: DateRange, signal?: AbortSignal): Promise<W2gExportRow[]> {
  const rows: W2gExportRow[] = [];
  for (let from = 0; ; from += PAGE) {
    let query = supabase
      .from('w2g_jackpots')
      .select(COLUMNS)
      .gte('jackpot_date', start)
      .lte('jackpot_date', end)
      .order('jackpot_date', { ascending: true })
      .order('jackpot_time', { ascending: true })
      .order('id', { ascending: true })
      .range(from, from + PAGE - 1);
    if (signal) query = query.abortSignal(signal);
    const { data, error } = await query;
    if (error) throw error;
    rows.push(...data);
    if (data.length < PAGE) return rows;
  }
}

/** Reads the rows for the CSV export (an action, so a mutation); failures toast 'Failed to export'. */
export function useW2gExportRows() {
  return useMutation({
    mutationFn: (range: DateRange) => getW2gExportRows(range),
    onError: (error) => toast.error('Error', { description: errorMessage(error, 'Failed to export') }),
  });
}
