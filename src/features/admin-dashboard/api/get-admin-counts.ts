import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { adminDashboardKeys } from './admin-dashboard-keys';

export interface AdminCounts {
  casinos: number;
  slotMachines: number;
  appUsers: number;
  sessions: number;
}

type CountedTable = 'casinos' | 'slot_machines' | 'profiles' | 'gambling_sessions';

async function headCount(table: CountedTable, signal: AbortSignal): Promise<number> {
  const { count, error } = await supabase.from(table).select('id', { count: 'exact', head: true }).abortSignal(signal);
  if (error) throw error;
  return count ?? 0;
}

/** The dashboard's four figures, each a head-count query (no rows are downloaded). */
export async function getAdminCounts(signal: AbortSignal): Promise<AdminCounts> {
  const [casinos, slotMachines, appUsers, sessions] = await Promise.all([
    headCount('casinos', signal),
    headCount('slot_machines', signal),
    headCount('profiles', signal),
    headCount('gambling_sessions', signal),
  ]);
  return { casinos, slotMachines, appUsers, sessions };
}

export const adminCountsQueryOptions = () =>
  queryOptions({ queryKey: adminDashboardKeys.counts(), queryFn: ({ signal }) => getAdminCounts(signal) });

export function useAdminCounts() {
  return useQuery(adminCountsQueryOptions());
}
