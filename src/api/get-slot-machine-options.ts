import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuth } from '@/hooks/use-auth';
import { supabase } from '@/lib/supabase';
import type { SlotMachineOption } from '@/lib/picker-options';
import { optionKeys } from './option-keys';
import { recentSlotMachinesQueryOptions } from './get-recent-slot-machines';

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

/**
 * Slot machine picker options; for a player's forms (`recent`) the machines they played last carry their rank
 * (`recent`: 0 the latest), so the picker offers them first.
 */
export function useSlotMachineOptions({ recent = true }: { recent?: boolean } = {}): {
  options: SlotMachineOption[];
  isLoading: boolean;
  error: Error | null;
} {
  const { user } = useAuth();
  const q = useQuery(slotMachineOptionsQueryOptions());
  const played = useQuery({ ...recentSlotMachinesQueryOptions(user?.id ?? ''), enabled: recent && !!user });
  const options = useMemo(() => {
    const rank = new Map((played.data ?? []).map((id, i) => [id, i]));
    if (rank.size === 0) return q.data ?? [];
    return (q.data ?? []).map((o) => (rank.has(o.id) ? { ...o, recent: rank.get(o.id) } : o));
  }, [q.data, played.data]);
  return { options, isLoading: q.isLoading, error: q.error };
}
