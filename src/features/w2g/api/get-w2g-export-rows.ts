import { useMutation } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { readAllPages } from '@/lib/read-all-pages';
import type { DateRange, W2gExportRow } from '../lib/export-files';

const COLUMNS = 'jackpot_date, jackpot_time, casino_id, slot_machine_id, amount, tax_withheld, ticket_number, irs_form_version, notes, id';

/** The player's jackpots with jackpot_date in [start, end], oldest first; pages after the first are read together. */
export function getW2gExportRows({ start, end }: DateRange, signal?: AbortSignal): Promise<W2gExportRow[]> {
  return readAllPages(async (from, to, withCount) => {
    let query = supabase
      .from('w2g_jackpots')
      .select(COLUMNS, withCount ? { count: 'exact' } : undefined)
      .gte('jackpot_date', start)
      .lte('jackpot_date', end)
      .order('jackpot_date', { ascending: true })
      .order('jackpot_time', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to);
    if (signal) query = query.abortSignal(signal);
    const { data, error, count } = await query;
    if (error) throw error;
    return { rows: data, count };
  });
}

/** Reads the rows for the CSV export (an action, so a mutation); failures toast 'Failed to export'. */
export function useW2gExportRows() {
  return useMutation({
    mutationFn: (range: DateRange) => getW2gExportRows(range),
    meta: { errorText: 'Failed to export', serverText: true },
  });
}
