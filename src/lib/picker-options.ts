/** Pure ordering and search for the casino and slot machine pickers. */

export interface CasinoOption {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
  isFavorite?: boolean;
  /** Removed from the directory: offered only as the value a record already has. */
  archived?: boolean;
  /** Set for casinos near the user's shared location. */
  distanceMiles?: number | null;
}

export interface SlotMachineOption {
  id: string;
  name: string;
  slot_name: string | null;
  manufacturer: string | null;
  /** Set for a machine the player added with "Not listed" (theirs only). */
  added_by?: string | null;
  /** Set for a machine the player played lately: 0 the latest (offered first). */
  recent?: number;
}

/**
 * Favourites first (the nearby ones closest first, then by name), then the other nearby casinos (closest first),
 * then the rest by name: a player's own casinos are never below a stranger's that happens to be closer.
 */
export function orderCasinoOptions(options: CasinoOption[]): CasinoOption[] {
  const rank = (o: CasinoOption) => (o.isFavorite ? 0 : o.distanceMiles != null ? 1 : 2);
  const distance = (o: CasinoOption) => o.distanceMiles ?? Number.POSITIVE_INFINITY;
  return [...options].sort((a, b) => {
    const r = rank(a) - rank(b);
    if (r !== 0) return r;
    if (distance(a) !== distance(b)) return distance(a) - distance(b);
    return a.name.localeCompare(b.name);
  });
}

/** The machines played lately first (the latest first), then the rest in their order (by name). */
export function orderSlotMachineOptions(options: SlotMachineOption[]): SlotMachineOption[] {
  const recent = options.filter((o) => o.recent !== undefined).sort((a, b) => (a.recent ?? 0) - (b.recent ?? 0));
  return recent.length ? [...recent, ...options.filter((o) => o.recent === undefined)] : options;
}

const norm = (s: string | null | undefined) => (s ?? '').toLowerCase();

/** Case-insensitive match of every word of `query` against name, city and state. */
export function matchesCasino(o: CasinoOption, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hay = `${norm(o.name)} ${norm(o.city)} ${norm(o.state)}`;
  return words.every((w) => hay.includes(w));
}

/** Case-insensitive match of every word of `query` against name, alternative name and manufacturer. */
export function matchesSlotMachine(o: SlotMachineOption, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const hay = `${norm(o.name)} ${norm(o.slot_name)} ${norm(o.manufacturer)}`;
  return words.every((w) => hay.includes(w));
}

/**
 * A picker line tells games apart: the machine's own name first (several catalog games share one
 * slot_name, e.g. seven 'Dragon Link' games), then its game family when different, and its manufacturer.
 */
export function slotMachineLines(o: SlotMachineOption): { title: string; detail: string } {
  const family = o.slot_name?.trim() && o.slot_name.trim() !== o.name.trim() ? o.slot_name.trim() : null;
  const detail = o.added_by ? 'Your machine (not in the catalog)' : [family, o.manufacturer?.trim()].filter(Boolean).join(' · ');
  return { title: o.name, detail };
}

export function casinoSubtitle(o: CasinoOption): string {
  return [o.city, o.state].filter(Boolean).join(', ');
}
