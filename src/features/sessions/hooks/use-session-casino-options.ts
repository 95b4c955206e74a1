import { useMemo } from 'react';
import { useCasinoOptions } from '@/api/get-casino-options';
import type { CasinoOption } from '@/components/pickers/casino-picker';
import { useNearbyCasinos, type Coordinates } from '../api/get-nearby-casinos';

/**
 * Casino picker options for the session forms: every casino (favourites flagged) and, once a
 * position is known, the casinos within 25 miles carrying their distance (listed first with a pin).
 * `nearestId` is the closest of them.
 */
export function useSessionCasinoOptions(coords: Coordinates | null) {
  const { options, isLoading } = useCasinoOptions();
  const nearby = useNearbyCasinos(coords);

  const merged = useMemo<CasinoOption[]>(() => {
    if (!nearby.data?.length) return options;
    const distance = new Map(nearby.data.map((n) => [n.id, n.distanceMiles]));
    return options.map((o) => (distance.has(o.id) ? { ...o, distanceMiles: distance.get(o.id) } : o));
  }, [options, nearby.data]);

  return { options: merged, isLoading, nearestId: nearby.data?.[0]?.id ?? null, nearbyCount: nearby.data?.length ?? 0 };
}
