import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { readAllPages, type Page } from '@/lib/read-all-pages';
import { supabase } from '@/lib/supabase';
import { taxYearKeys } from './tax-year-keys';

const COLUMNS = 'id, jackpot_date, jackpot_time, amount, tax_withheld, images, casino:casinos(name)';

function selectPage(userId: string, year: number, from: number, to: number, withCount: boolean, signal?: AbortSignal) {
  return supabase
    .from('w2g_jackpots')
    .select(COLUMNS, withCount ? { count: 'exact' } : undefined)
    .eq('user_id', userId)
    .gte('jackpot_date', `${year}-01-01`)
    .lte('jackpot_date', `${year}-12-31`)
    .order('jackpot_date')
    .order('jackpot_time')
    .order('id')
    .range(from, to)
    .abortSignal(signal ?? new AbortController().signal);
}

export type TaxYearJackpot = NonNullable<Awaited<ReturnType<typeof selectPage>>['data']>[number];

/** The player's W-2G jackpots paid in `year`, oldest first. */
export function getTaxYearJackpots(userId: string, year: number, signal?: AbortSignal): Promise<TaxYearJackpot[]> {
  return readAllPages(async (from, to, withCount): Promise<Page<TaxYearJackpot>> => {
    const { data, error, count } = await selectPage(userId, year, from, to, withCount, signal);
    if (error) throw error;
    return { rows: data, count };
  });
}

export function useTaxYearJackpots(year: number) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  return useQuery({
    ...queryOptions({ queryKey: taxYearKeys.jackpots(userId, year), queryFn: ({ signal }) => getTaxYearJackpots(userId, year, signal) }),
    enabled: !!userId,
  });
}
