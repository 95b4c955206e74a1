import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { stateManagementKeys } from './admin-casino-keys';

/** Every state_casino_management row, by priority_level (then name). */
export async function getStateManagement(signal: AbortSignal) {
  const { data, error } = await supabase
    .from('state_casino_management')
    .select(
      'id, state_name, state_code, priority_level, import_status, total_casinos_count, verified_casinos_count, last_import_date, notes, updated_at',
    )
    .order('priority_level', { ascending: true })
    .order('state_name', { ascending: true })
    .abortSignal(signal);
  if (error) throw error;
  return data;
}
export type StateManagementRow = Awaited<ReturnType<typeof getStateManagement>>[number];

export const stateManagementQueryOptions = () =>
  queryOptions({ queryKey: stateManagementKeys.list(), queryFn: ({ signal }) => getStateManagement(signal) });

export function useStateManagement() {
  return useQuery(stateManagementQueryOptions());
}
