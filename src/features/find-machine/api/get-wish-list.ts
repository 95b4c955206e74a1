import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Shown } from '@/lib/offline/define-write';
import { supabase } from '@/lib/supabase';
import type { WishRow } from '../lib/wish-rows';
import { findKeys } from './find-keys';

/** The player's wish list, oldest first. */
export async function getWishList(userId: string, signal?: AbortSignal): Promise<Shown<WishRow>[]> {
  const query = supabase
    .from('wish_list_games')
    .select('id, slot_machine_id, created_at')
    .eq('user_id', userId)
    .order('created_at')
    .order('id');
  const { data, error } = await (signal ? query.abortSignal(signal) : query);
  if (error) throw error;
  return data;
}

export const wishListQueryOptions = (userId: string) =>
  queryOptions({ queryKey: findKeys.wishList(userId), queryFn: ({ signal }) => getWishList(userId, signal) });

export function useWishList(userId: string | null) {
  return useQuery({ ...wishListQueryOptions(userId ?? ''), enabled: !!userId });
}
