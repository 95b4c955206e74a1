import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { readAllPages, type Page } from '@/lib/read-all-pages';
import type { DateRange } from '../lib/date-range';
import { reportKeys } from './report-keys';

const COLUMNS =
  'id, casino_id, slot_machine_id, jackpot_date, jackpot_time, amount, tax_withheld, state, state_winnings, state_tax_withheld, hand_pay, w2g_received, notes, images, updated_at, casino:casinos(name), slot_machine:slot_machines(name, slot_name)';

function selectPage({ start, end }: DateRange, from: number, to: number, withCount: boolean, signal?: AbortSignal) {
  let query = supabase
    .from('w2g_jackpots')
    .select(COLUMNS, withCount ? { count: 'exact' } : undefined)
    .gte('jackpot_date', start)
    .lte('jackpot_date', end)
    .order('jackpot_date', { ascending: false })
    .order('jackpot_time', { ascending: false })
    .order('id', { ascending: false })
    .range(from, to);
  if (signal) query = query.abortSignal(signal);
  return query;
}

export type ReportJackpot = NonNullable<Awaited<ReturnType<typeof selectPage>>['data']>[number];

/** The player's jackpots in the range, newest first (date, then time); pages after the first are read together. */
export function getReportJackpots(range: DateRange, signal?: AbortSignal): Promise<ReportJackpot[]> {
  return readAllPages(async (from, to, withCount): Promise<Page<ReportJackpot>> => {
    const { data, error, count } = await selectPage(range, from, to, withCount, signal);
    if (error) throw error;
    return { rows: data, count };
  });
}

export const reportJackpotsQueryOptions = (range: DateRange) =>
  queryOptions({
    queryKey: reportKeys.jackpotList(range),
    queryFn: ({ signal }) => getReportJackpots(range, signal),
    placeholderData: keepPreviousData,
  });

export function useReportJackpots(range: DateRange) {
  return useQuery(reportJackpotsQueryOptions(range));
}
