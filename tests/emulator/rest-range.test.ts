import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket; supabase-js' realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table rr_rows (id int primary key);
    grant all on rr_rows to service_role;
    insert into rr_rows select g from generate_series(1, 10) g;
    create table rr_empty (id int primary key);
    grant all on rr_empty to service_role;
  `);
});
afterAll(async () => emu?.close());

const get = (qs: string, headers: Record<string, string> = {}) =>
  fetch(`${emu.url}/rest/v1/rr_rows?${qs}`, { headers: { apikey: emu.serviceRoleKey, ...headers } });

describe('rest range and count', () => {
  it('range() sends offset/limit; a counted partial page is 206 with lo-hi/total', async () => {
    const { data, count, status, error } = await emu.service().from('rr_rows').select('id', { count: 'exact' }).order('id').range(2, 4);
    expect(error).toBeNull();
    expect(status).toBe(206);
    expect(count).toBe(10);
    expect(data).toEqual([{ id: 3 }, { id: 4 }, { id: 5 }]);
    const res = await get('select=id&order=id&offset=2&limit=3', { Prefer: 'count=exact' });
    expect(res.headers.get('content-range')).toBe('2-4/10');
  });

  it('a full counted page is 200 with 0-(n-1)/n', async () => {
    const res = await get('select=id', { Prefer: 'count=exact' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBe('0-9/10');
  });

  it('planned and estimated counts are answered exactly', async () => {
    const a = await emu.service().from('rr_rows').select('id', { count: 'planned', head: true });
    const b = await emu.service().from('rr_rows').select('id', { count: 'estimated', head: true });
    expect([a.count, b.count]).toEqual([10, 10]);
  });

  it('an offset past the end is 416 PGRST103', async () => {
    const { error, status } = await emu.service().from('rr_rows').select('id', { count: 'exact' }).range(20, 25);
    expect(status).toBe(416);
    expect(error?.code).toBe('PGRST103');
    const res = await get('select=id&offset=20', { Prefer: 'count=exact' });
    expect(res.headers.get('content-range')).toBe('*/10');
  });

  it('empty results are */0 with count and */* without', async () => {
    const withCount = await fetch(`${emu.url}/rest/v1/rr_empty`, { headers: { apikey: emu.serviceRoleKey, Prefer: 'count=exact' } });
    expect(withCount.status).toBe(200);
    expect(withCount.headers.get('content-range')).toBe('*/0');
    const without = await fetch(`${emu.url}/rest/v1/rr_empty`, { headers: { apikey: emu.serviceRoleKey } });
    expect(without.headers.get('content-range')).toBe('*/*');
    expect(await without.json()).toEqual([]);
  });

  it('honours the Range header', async () => {
    const res = await get('select=id&order=id', { Range: '0-1', 'Range-Unit': 'items' });
    expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }]);
    expect(res.headers.get('content-range')).toBe('0-1/*');
  });

  it('HEAD returns headers and no body', async () => {
    const res = await fetch(`${emu.url}/rest/v1/rr_rows?select=id&limit=3`, { method: 'HEAD', headers: { apikey: emu.serviceRoleKey, Prefer: 'count=exact' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('0-2/10');
    expect(await res.text()).toBe('');
  });

  it('exposes Content-Range to browsers (CORS)', async () => {
    const res = await get('select=id&limit=1', { Origin: 'http://localhost:5173', Prefer: 'count=exact' });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
    expect(res.headers.get('content-range')).toBe('0-0/10');
  });

  it('a bad limit is 400 PGRST100', async () => {
    const res = await get('limit=abc');
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST100');
  });
});
