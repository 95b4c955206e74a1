import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromOverpassElement, overpassQuery, overpassSource, OVERPASS_URL, type Fetch, type OverpassElement } from './overpass.ts';
import type { CasinoQuery } from './query.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../../tests/fixtures/overpass/nevada.json');
const recorded = readFileSync(FIXTURE, 'utf8');
const NEVADA: CasinoQuery = { kind: 'state', state: { code: 'NV', name: 'Nevada' } };

function recordingFetch(body: string, status = 200) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn: Fetch = async (url, init) => {
    calls.push({ url, init });
    return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetchFn };
}

describe('Overpass query', () => {
  it('asks for casinos (nodes, ways, relations) in the state, city or whole US, with centres', () => {
    expect(overpassQuery(NEVADA)).toBe(
      '[out:json][timeout:25];\narea["ISO3166-2"="US-NV"]->.a;\n(node["amenity"="casino"](area.a);way["amenity"="casino"](area.a);relation["amenity"="casino"](area.a););\nout center tags;',
    );
    expect(overpassQuery({ kind: 'city', city: 'Las "Vegas"', state: null })).toContain('area["name"="Las \\"Vegas\\""]["boundary"="administrative"]->.a;');
    expect(overpassQuery({ kind: 'all' })).toContain('area["ISO3166-1"="US"][admin_level=2]->.a;');
  });
});

describe('Overpass source on the recorded Nevada response', () => {
  it('POSTs the query as form data and maps every named casino', async () => {
    const { calls, fetchFn } = recordingFetch(recorded);
    const casinos = await overpassSource(fetchFn).search(NEVADA);
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe(OVERPASS_URL);
    expect(calls[0].init.method).toBe('POST');
    expect(String(calls[0].init.body)).toBe(`data=${encodeURIComponent(overpassQuery(NEVADA))}`);
    expect(casinos.map((c) => c.name)).toEqual([
      'Bellagio',
      'The Venetian Resort',
      'Atlantis Casino Resort Spa',
      'Carson Nugget',
      'Club Fortune Casino',
      'Red Lion Inn & Casino Elko',
    ]);
  });

  it('maps address, contact, hours and coordinates of a node', async () => {
    const [bellagio] = await overpassSource(recordingFetch(recorded).fetchFn).search(NEVADA);
    expect(bellagio).toEqual({
      name: 'Bellagio',
      street_address: '3600 South Las Vegas Boulevard',
      city: 'Las Vegas',
      state: 'NV',
      zip_code: '89109',
      phone: '+1-702-693-7111',
      website: 'https://bellagio.mgmresorts.com/',
      operating_hours: { general: '24/7' },
      latitude: 36.1129821,
      longitude: -115.1765018,
      data_source: 'OpenStreetMap (Overpass API)',
    });
  });

  it('uses the centre of ways and relations, contact:* tags, state names, and the queried state as fallback', async () => {
    const casinos = await overpassSource(recordingFetch(recorded).fetchFn).search(NEVADA);
    expect(casinos[1]).toMatchObject({ state: 'NV', latitude: 36.1212266, longitude: -115.1696773, phone: '+1 702-414-1000', website: 'https://www.venetianlasvegas.com/', street_address: null, zip_code: null, operating_hours: null });
    expect(casinos[3]).toMatchObject({ name: 'Carson Nugget', street_address: '507 North Carson Street', city: 'Carson City', state: 'NV', latitude: 39.1577302 });
    expect(casinos[4]).toMatchObject({ name: 'Club Fortune Casino', city: 'Henderson', phone: null, website: null });
    expect(casinos[5]).toMatchObject({ city: null, website: 'https://www.redlionelko.com' });
  });

  it('fills the city from a city search and leaves the state empty when nothing says it', () => {
    const el: OverpassElement = { type: 'node', id: 1, lat: 1, lon: 2, tags: { name: 'X' } };
    expect(fromOverpassElement(el, { kind: 'city', city: 'Laughlin', state: null })).toMatchObject({ city: 'Laughlin', state: null });
    expect(fromOverpassElement(el, { kind: 'all' })).toMatchObject({ city: null, state: null });
    expect(fromOverpassElement({ type: 'node', id: 2, tags: { amenity: 'casino' } }, NEVADA)).toBeNull();
  });

  it('throws on a non-200 answer, a network error or a timeout (so the caller falls back)', async () => {
    await expect(overpassSource(recordingFetch('rate limited', 429).fetchFn).search(NEVADA)).rejects.toThrow('Overpass answered 429');
    const offline: Fetch = async () => {
      throw new TypeError('fetch failed');
    };
    await expect(overpassSource(offline).search(NEVADA)).rejects.toThrow('fetch failed');
    const hanging: Fetch = (_url, init) =>
      new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    await expect(overpassSource(hanging, { timeoutMs: 5 }).search(NEVADA)).rejects.toThrow('aborted');
  });
});
