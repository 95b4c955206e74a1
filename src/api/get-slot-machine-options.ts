import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { SlotMachineOption } from '@/lib/picker-options';
import { optionKeys } from './option-keys';

/** The catalog's slot machines and the player's own (id, name, slot_name, manufacturer, added_by) by name, for pickers. */
export async function getSlotMachineOptions(signal?: AbortSignal): Promise<SlotMachineOption[]> {
  const { data, error } = await supabase
    .from('slot_machines')
    .select('id, name, slot_name, manufacturer, added_by')
    .order('name')
    .abortSignal(signal ?? new AbortController().signal);
  if (error) throw error;
  return data;
}

export const slotMachineOptionsQueryOptions = () =>
  queryOptions({ queryKey: optionKeys.slotMachines(), queryFn: ({ signal }) => getSlotMachineOptions(signal), staleTime: 5 * 60_000 });

export function useSlotMachineOptions(): { options: SlotMachineOption[]; isLoading: boolean; error: Error | null } {
  const q = useQuery(slotMachineOptionsQueryOptions());
  return { options: q.data ?? [], isLoading: q.isLoading, error: q.error };
}
