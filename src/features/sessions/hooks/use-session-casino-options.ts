import { useMemo } from 'react';
import { useCasinoOptions } from '@/api/get-casino-options';
import { useNearbyCasinos } from '@/api/get-nearby-casinos';
import type { CasinoOption } from '@/components/pickers/casino-picker';
import type { LatLng } from '@/lib/geo';

/** The casino a new session starts with near `nearby` (nearest first): the nearest favourite, else the nearest. */
export function preferredNearbyId(nearby: readonly { id: string }[], options: readonly CasinoOption[]): string | null {
  const favorites = new Set(options.filter((o) => o.isFavorite).map((o) => o.id));
  return (nearby.find((n) => favorites.has(n.id)) ?? nearby[0])?.id ?? null;
}

/**
 * Casino picker options for the session forms: every casino (favourites flagged) and, once a position is
 * known, the nearby casinos carrying their distance (after the favourites, with a pin). `nearestId` is the casino to
 * start with: the player's favourite near them, else the closest.
 */
export function useSessionCasinoOptions(position: LatLng | null) {
  const { options, isLoading, favoritesReady } = useCasinoOptions();
  const nearby = useNearbyCasinos(position);

  const merged = useMemo<CasinoOption[]>(() => {
    if (!nearby.data?.length) return options;
    const distance = new Map(nearby.data.map((n) => [n.id, n.distance_miles]));
    return options.map((o) => (distance.has(o.id) ? { ...o, distanceMiles: distance.get(o.id) } : o));
  }, [options, nearby.data]);

  // Nothing is chosen before the favourites are known: the closest stranger must not win a race with them.
  const nearestId = useMemo(
    () => (favoritesReady && options.length ? preferredNearbyId(nearby.data ?? [], options) : null),
    [nearby.data, options, favoritesReady],
  );
  return { options: merged, isLoading, nearestId, nearbyCount: nearby.data?.length ?? 0 };
}
