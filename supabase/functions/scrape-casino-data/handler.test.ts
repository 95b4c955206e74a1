import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { US_CASINOS } from '../_shared/data/us-casinos.ts';
import { fakeEnv, fakeState, post, withCallers } from '../_shared/fake-supabase.ts';
import { bundledSource } from './bundled.ts';
import { createScrapeCasinoHandler, EMPTY_QUERY } from './handler.ts';
import { overpassSource, type Fetch } from './overpass.ts';
import type { CasinoSource } from './source.ts';

const recorded = readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/overpass/nevada.json'), 'utf8');
const NOW = new Date('2026-03-01T12:00:00Z');
const NV_COUNT = US_CASINOS.filter((c) => c.state === 'NV').length;

const offline: Fetch = async () => {
  throw new TypeError('fetch failed');
};
const online: Fetch = async () => new Response(recorded, { headers: { 'Content-Type': 'application/json' } });

function setup(sources: CasinoSource[] = [overpassSource(offline), bundledSource()]) {
  const state = fakeState();
  withCallers(state);
  state.tables.casinos = [];
  state.tables.state_casino_management = [{ id: 's-nv', state_name: 'Nevada', state_code: 'NV', priority_level: 1, import_status: 'pending' }];
  return { state, handler: createScrapeCasinoHandler({ ...fakeEnv(state), sources, now: () => NOW }) };
}

const FALLBACK = { source: 'bundled US casino directory', fallback: true, notice: 'OpenStreetMap (Overpass API) could not be reached, so the bundled US casino directory was used instead.' };
const OSM = { source: 'OpenStreetMap (Overpass API)', fallback: false, notice: null };
const FAILED = { success: false, totalFound: 0, insertedCount: 0, updatedCount: 0, source: null, fallback: false, notice: null };

const run = async (handler: (r: Request) => Promise<Response>, searchQuery: unknown, token = 'admin-token') => {
  const res = await handler(post({ searchQuery }, token));
  return { status: res.status, body: await res.json() };
};

describe('scrape-casino-data: who may call', () => {
  it('refuses anonymous (401) and players (403) before touching the directory', async () => {
    const { handler, state } = setup();
    expect(await run(handler, 'Nevada', '')).toEqual({ status: 401, body: { error: 'Not authenticated' } });
    expect(await run(handler, 'Nevada', 'player-token')).toEqual({ status: 403, body: { error: 'Admin access required' } });
    expect(state.tables.casinos).toEqual([]);
    expect(state.log).toEqual(['service:admin_users:select']);
  });

  it('refuses an empty search with the spec text', async () => {
    const { handler } = setup();
    expect(await run(handler, '   ')).toEqual({ status: 400, body: { ...FAILED, error: EMPTY_QUERY } });
  });
});

describe('scrape-casino-data: import', () => {
  it('falls back to the bundled dataset offline; a second import inserts and updates nothing', async () => {
    const { handler, state } = setup();
    expect(await run(handler, 'nv')).toEqual({ status: 200, body: { success: true, totalFound: NV_COUNT, insertedCount: NV_COUNT, updatedCount: 0, error: null, ...FALLBACK } });
    expect(state.tables.casinos).toHaveLength(NV_COUNT);
    expect(state.tables.casinos.every((c) => c.state === 'NV' && c.validation_status === 'pending' && c.is_verified === false)).toBe(true);
    expect(state.tables.casinos.find((c) => c.name === 'Bellagio')).toMatchObject({ location: 'Las Vegas, NV', phone: '(702) 693-7111', data_source: 'bundled US casino directory' });
    expect(state.tables.state_casino_management).toEqual([
      { id: 's-nv', state_name: 'Nevada', state_code: 'NV', priority_level: 1, import_status: 'needs_review', last_import_date: NOW.toISOString(), total_casinos_count: NV_COUNT, verified_casinos_count: 0 },
    ]);

    expect(await run(handler, 'Nevada')).toEqual({ status: 200, body: { success: true, totalFound: NV_COUNT, insertedCount: 0, updatedCount: 0, error: null, ...FALLBACK } });
    expect(state.tables.casinos).toHaveLength(NV_COUNT);
    expect(state.tables.state_casino_management[0].import_status).toBe('completed');
  });

  it('uses Overpass when online: new casinos inserted, better-known ones left alone', async () => {
    const { handler, state } = setup();
    await run(handler, 'Nevada');
    const online_ = setup([overpassSource(online), bundledSource()]);
    online_.state.tables.casinos = state.tables.casinos;
    expect(await run(online_.handler, 'Nevada')).toEqual({ status: 200, body: { success: true, totalFound: 6, insertedCount: 3, updatedCount: 0, error: null, ...OSM } });
    const added = online_.state.tables.casinos.slice(NV_COUNT).map((c) => c.name);
    expect(added).toEqual(['Carson Nugget', 'Club Fortune Casino', 'Red Lion Inn & Casino Elko']);
    expect(await run(online_.handler, 'Nevada')).toEqual({ status: 200, body: { success: true, totalFound: 6, insertedCount: 0, updatedCount: 0, error: null, ...OSM } });
  });

  it('updates a sparse existing row from a more complete record, keeping what it had', async () => {
    const { handler, state } = setup([overpassSource(online)]);
    state.tables.casinos.push({ id: 'old-1', name: 'BELLAGIO Hotel & Casino', city: 'Las Vegas', state: 'NV', phone: '(702) 555-0100', operating_hours: {}, amenities: [] });
    expect((await run(handler, 'NV')).body).toEqual({ success: true, totalFound: 6, insertedCount: 5, updatedCount: 1, error: null, ...OSM });
    expect(state.tables.casinos[0]).toMatchObject({
      id: 'old-1',
      name: 'BELLAGIO Hotel & Casino',
      phone: '(702) 555-0100',
      street_address: '3600 South Las Vegas Boulevard',
      zip_code: '89109',
      website: 'https://bellagio.mgmresorts.com/',
      operating_hours: { general: '24/7' },
      latitude: 36.1129821,
    });
  });

  it('imports every bundled casino for the comprehensive search and records each state', async () => {
    const { handler, state } = setup();
    const { body } = await run(handler, 'comprehensive usa-casino');
    expect(body).toEqual({ success: true, totalFound: US_CASINOS.length, insertedCount: US_CASINOS.length, updatedCount: 0, error: null, ...FALLBACK });
    const states = new Set(US_CASINOS.map((c) => c.state));
    expect(state.tables.state_casino_management.map((s) => s.state_code).sort()).toEqual([...states].sort());
    const nj = state.tables.state_casino_management.find((s) => s.state_code === 'NJ');
    expect(nj).toMatchObject({ state_name: 'New Jersey', import_status: 'needs_review', total_casinos_count: US_CASINOS.filter((c) => c.state === 'NJ').length });
  });

  it('imports a city', async () => {
    const { handler, state } = setup();
    const reno = US_CASINOS.filter((c) => c.city === 'Reno').length;
    expect((await run(handler, 'reno')).body).toMatchObject({ success: true, totalFound: reno, insertedCount: reno });
    expect(state.tables.casinos.every((c) => c.city === 'Reno')).toBe(true);
  });

  it('reports a failed write as success false with the error', async () => {
    const { handler, state } = setup();
    state.failWrites.add('casinos');
    expect(await run(handler, 'Nevada')).toEqual({ status: 500, body: { ...FAILED, error: 'write to casinos failed' } });
  });

  it('is honest about sources: none reachable is an error, an unknown place is a neutral none found', async () => {
    const down: CasinoSource = { name: 'bundled US casino directory', search: async () => Promise.reject(new Error('missing')) };
    const nowhere = setup([overpassSource(offline), down]);
    expect(await run(nowhere.handler, 'Nevada')).toEqual({
      status: 502,
      body: { ...FAILED, error: 'Could not reach the casino sources (OpenStreetMap (Overpass API), bundled US casino directory). Nothing was imported; try again later.' },
    });
    expect(nowhere.state.tables.casinos).toEqual([]);

    const empty: Fetch = async () => new Response(JSON.stringify({ elements: [] }), { headers: { 'Content-Type': 'application/json' } });
    const unknown = setup([overpassSource(empty), bundledSource()]);
    expect(await run(unknown.handler, 'Atlantis')).toEqual({
      status: 200,
      body: { success: true, totalFound: 0, insertedCount: 0, updatedCount: 0, error: null, source: 'OpenStreetMap (Overpass API)', fallback: false, notice: 'No casinos found for Atlantis.' },
    });

    const offlineUnknown = setup();
    expect(await run(offlineUnknown.handler, 'Atlantis')).toEqual({
      status: 502,
      body: { ...FAILED, error: 'OpenStreetMap (Overpass API) could not be reached and the bundled US casino directory has no casinos for Atlantis. Nothing was imported; try again later.' },
    });
  });
});
