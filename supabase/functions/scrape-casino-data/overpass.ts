/** OpenStreetMap's Overpass API as a casino source (amenity=casino nodes, ways and relations). */
import { resolveState } from '../_shared/normalise.ts';
import type { ImportedCasino } from './casino.ts';
import type { CasinoQuery } from './query.ts';
import type { CasinoSource } from './source.ts';

export const OVERPASS_URL = 'https://overpass-api.de/api/interpreter';
export const OVERPASS_SOURCE = 'OpenStreetMap (Overpass API)';

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

export interface OverpassElement {
  type: 'node' | 'way' | 'relation';
  id: number;
  lat?: number;
  lon?: number;
  center?: { lat: number; lon: number };
  tags?: Record<string, string>;
}

const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** The Overpass QL for a query: casinos in the state / city / whole US, with centres and tags. */
export function overpassQuery(query: CasinoQuery): string {
  const area =
    query.kind === 'all'
      ? 'area["ISO3166-1"="US"][admin_level=2]->.a;'
      : query.kind === 'state'
        ? `area["ISO3166-2"="US-${query.state.code}"]->.a;`
        : `area["name"=${quote(query.city)}]["boundary"="administrative"]->.a;`;
  return [
    '[out:json][timeout:25];',
    area,
    '(node["amenity"="casino"](area.a);way["amenity"="casino"](area.a);relation["amenity"="casino"](area.a););',
    'out center tags;',
  ].join('\n');
}

const text = (v: string | undefined): string | null => (v && v.trim() !== '' ? v.trim() : null);

/** One OSM element as a casino record; null when it has no name. */
export function fromOverpassElement(el: OverpassElement, query: CasinoQuery): ImportedCasino | null {
  const t = el.tags ?? {};
  const name = text(t.name) ?? text(t['name:en']) ?? text(t.brand);
  if (!name) return null;
  const street = [text(t['addr:housenumber']), text(t['addr:street'])].filter(Boolean).join(' ');
  const state =
    resolveState(t['addr:state'])?.code ?? (query.kind === 'state' ? query.state.code : query.kind === 'city' ? (query.state?.code ?? null) : null);
  const lat = el.lat ?? el.center?.lat ?? null;
  const lon = el.lon ?? el.center?.lon ?? null;
  const hours = text(t.opening_hours);
  return {
    name,
    street_address: street || null,
    city: text(t['addr:city']) ?? (query.kind === 'city' ? query.city : null),
    state,
    zip_code: text(t['addr:postcode']),
    phone: text(t.phone) ?? text(t['contact:phone']),
    website: text(t.website) ?? text(t['contact:website']) ?? text(t.url),
    operating_hours: hours ? { general: hours } : null,
    latitude: lat,
    longitude: lon,
    data_source: OVERPASS_SOURCE,
  };
}

/** Casinos from Overpass. Any network error, non-200 answer or timeout throws (the caller falls back). */
export function overpassSource(fetchFn: Fetch, opts: { url?: string; timeoutMs?: number } = {}): CasinoSource {
  return {
    name: OVERPASS_SOURCE,
    search: async (query) => {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? 8000);
      try {
        const res = await fetchFn(opts.url ?? OVERPASS_URL, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
          body: `data=${encodeURIComponent(overpassQuery(query))}`,
          signal: controller.signal,
        });
        if (!res.ok) throw new Error(`Overpass answered ${res.status}`);
        const body = (await res.json()) as { elements?: OverpassElement[] };
        return (body.elements ?? []).map((el) => fromOverpassElement(el, query)).filter((c): c is ImportedCasino => c !== null);
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
