import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { SLOT_PAGE_SIZE } from '../lib/constants';
import { slotMachineKeys } from './slot-machine-keys';

const SLOT_COLUMNS =
  'id, name, machine_number, manufacturer, slot_name, denomination, model_year, game_theme, reel_count, payline_count, min_bet, max_bet, jackpot_type, cabinet_style, screen_type, image_url, description, created_at, updated_at' as const;

/** One page of the master catalog (by name) and the catalog's size. */
export async function getSlotMachines(page: number, signal: AbortSignal) {
  const from = page * SLOT_PAGE_SIZE;
  const { data, count, error } = await supabase
    .from('slot_machines')
    .select(SLOT_COLUMNS, { count: 'exact' })
    .is('added_by', null)
    .order('name')
    .order('id')
    .range(from, from + SLOT_PAGE_SIZE - 1)
    .abortSignal(signal);
  if (error) throw error;
  return { rows: data, count: count ?? 0 };
}

export const slotMachinesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: slotMachineKeys.list(page),
    queryFn: ({ signal }) => getSlotMachines(page, signal),
    placeholderData: keepPreviousData,
  });

export function useSlotMachines(page: number) {
  return useQuery(slotMachinesQueryOptions(page));
}
