import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { slotMachineKeys } from './slot-machine-keys';

/** All slot machine manufacturers ordered by name. */
export async function getManufacturers(signal: AbortSignal) {
  const { data, error } = await supabase.from('slot_machine_manufacturers').select('id, name').order('name').abortSignal(signal);
  if (error) throw error;
  return data;
}

export const manufacturersQueryOptions = () =>
  queryOptions({ queryKey: slotMachineKeys.manufacturers(), queryFn: ({ signal }) => getManufacturers(signal), staleTime: 5 * 60_000 });

export function useManufacturers() {
  return useQuery(manufacturersQueryOptions());
}
