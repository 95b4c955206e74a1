import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { DateRange } from '../lib/date-range';
import { reportKeys } from './report-keys';

const PAGE = 1000;
const COLUMNS =
  'id, casino_id, slot_machine_id, jackpot_date, jackpot_time, amount, tax_withheld, notes, images, casino:casinos(name), slot_machine:slot_machines(name, slot_name)';

async function getPage({ start, end }: DateRange, from: number, signal?: AbortSignal) {
  let query = supabase
    .from('w2g_jackpots')
    .select(COLUMNS)
    .gte('jackpot_date', start)
    .lte('jackpot_date', end)
    .order('jackpot_date', { ascending: false })
    .order('jackpot_time', { ascending: false })
    .order('id', { ascending: false })
    .range(from, from + PAGE - 1);
  if (signal) query = query.abortSignal(signal);
  const { data, error } = await query;
  if (error) throw error;
  return data;
}

export type ReportJackpot = Awaited<ReturnType<typeof getPage>>[number];

/** The player's jackpots in the range, newest first (date, then time), read 1000 rows a request. */
export async function getReportJackpots(range: DateRange, signal?: AbortSignal): Promise<ReportJackpot[]> {
  const rows: ReportJackpot[] = [];
  for (let from = 0; ; from += PAGE) {
    const page = await getPage(range, from, signal);
    rows.push(...page);
    if (page.length < PAGE) return rows;
  }
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
