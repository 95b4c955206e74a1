import { formatDate } from '@/lib/dates';
import { haversineMiles, NEARBY_RADIUS_MILES, type LatLng } from '@/lib/geo';
import type { OwnPlay } from '@/lib/sightings';

export { ownPlayLabel, seenLabel } from '@/lib/sightings';

/** A casino that has a game, as get_machine_casinos answers (only what the screen reads). */
export interface GameCasino extends OwnPlay {
  slot_machine_id: string;
  casino_id: string;
  name: string;
  city: string | null;
  state: string | null;
  latitude: number | null;
  longitude: number | null;
  listed: boolean;
  seen_month: string | null;
}

export type PlacedCasino = GameCasino & { distanceMiles: number | null };

/**
 * The casinos of one game, with their distance from `position` (the directory's haversine, lib/geo), in `state`
 * when one is chosen: nearest first when the distance is known, then by name.
 */
export function placeCasinos(rows: readonly GameCasino[], game: string, position: LatLng | null, state: string | null): PlacedCasino[] {
  const placed = rows
    .filter((r) => r.slot_machine_id === game && (!state || r.state === state))
    .map((r) => ({
      ...r,
      distanceMiles:
        position && r.latitude != null && r.longitude != null ? haversineMiles(position, { lat: r.latitude, lng: r.longitude }) : null,
    }));
  const far = (r: PlacedCasino) => r.distanceMiles ?? Number.POSITIVE_INFINITY;
  return placed.sort((a, b) => far(a) - far(b) || a.name.localeCompare(b.name));
}

/** The nearest casino within the app's one "near you" radius that has `game`, or null (none, or no position). */
export function nearestWithin(rows: readonly GameCasino[], game: string, position: LatLng | null): PlacedCasino | null {
  if (!position) return null;
  const [nearest] = placeCasinos(rows, game, position, null);
  return nearest && nearest.distanceMiles !== null && nearest.distanceMiles <= NEARBY_RADIUS_MILES ? nearest : null;
}

/** The states of the casinos found (for the state filter), sorted. */
export function statesOf(rows: readonly GameCasino[], game: string): string[] {
  return [...new Set(rows.filter((r) => r.slot_machine_id === game && r.state).map((r) => r.state as string))].sort();
}

/**
 * Where the player played `game` themselves, for the wish list: 'You played it at Peppermill Reno on Mar 04, 2026'
 * (the casino of their latest session of it) and how many other casinos; null when they have not.
 */
export function ownPlayLine(rows: readonly GameCasino[], game: string): string | null {
  const played = rows
    .filter((r) => r.slot_machine_id === game && r.my_sessions > 0)
    .sort((a, b) => (b.my_last_date ?? '').localeCompare(a.my_last_date ?? '') || a.name.localeCompare(b.name));
  const [latest] = played;
  if (!latest) return null;
  const others = played.length - 1;
  const more = others === 0 ? '' : ` and at ${others} other ${others === 1 ? 'casino' : 'casinos'}`;
  return `You played it at ${latest.name} on ${formatDate(latest.my_last_date)}${more}`;
}
