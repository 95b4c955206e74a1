import { normalizeState, US_STATES, type UsStateCode } from '@/lib/us-states';

export const ALL_STATES = 'all';

export interface CasinoFilters {
  search: string;
  /** A state code, or 'all'. */
  state: string;
  favoritesOnly: boolean;
}

export const EMPTY_FILTERS: CasinoFilters = { search: '', state: ALL_STATES, favoritesOnly: false };

interface Filterable {
  id: string;
  name: string;
  city: string | null;
  state: string | null;
}

/** The states present in the data, normalised to codes and sorted by name. */
export function stateOptions(casinos: readonly Filterable[]): { code: UsStateCode; name: string }[] {
  const codes = new Set<UsStateCode>();
  for (const c of casinos) {
    const code = normalizeState(c.state);
    if (code) codes.add(code);
  }
  // The state names of US_STATES are plain ASCII: compared as strings, no ICU collator is set up for them in the first render.
  return [...codes].map((code) => ({ code, name: US_STATES[code] })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** Search (name, city or state by code or name), state and favourites filters, order kept. */
export function filterCasinos<T extends Filterable>(casinos: readonly T[], filters: CasinoFilters, favoriteIds: ReadonlySet<string>): T[] {
  const needle = filters.search.trim().toLowerCase();
  return casinos.filter((c) => {
    const code = normalizeState(c.state);
    if (filters.state !== ALL_STATES && code !== filters.state) return false;
    if (filters.favoritesOnly && !favoriteIds.has(c.id)) return false;
    if (!needle) return true;
    if (code?.toLowerCase() === needle) return true;
    const haystack = [c.name, c.city, c.state, code ? US_STATES[code] : null];
    return haystack.some((field) => field?.toLowerCase().includes(needle));
  });
}

export function hasActiveFilters(filters: CasinoFilters): boolean {
  return filters.search.trim() !== '' || filters.state !== ALL_STATES || filters.favoritesOnly;
}

/** 'Showing X of Y casinos', plus ' within 50 miles' when the list is the nearby one. */
export function countLine(shown: number, total: number, radiusMiles: number | null): string {
  return `Showing ${shown} of ${total} casinos${radiusMiles != null ? ` within ${radiusMiles} miles` : ''}`;
}
