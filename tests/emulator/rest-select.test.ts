import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket; supabase-js' realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table rs_items (id int primary key, name text not null, price numeric(12,2), data jsonb, tags text[], made timestamptz, note text);
    grant all on rs_items to anon, authenticated, service_role;
    insert into rs_items values
      (1, 'alpha', 1.50, '{"a":{"b":"x"},"n":1}', '{red,blue}', '2024-01-02T03:04:05Z', null),
      (2, 'beta', 20, '{"a":{"b":"y"},"n":2}', '{blue}', '2024-02-02T00:00:00Z', 'n'),
      (3, 'gamma', null, null, '{}', null, null);
  `);
});
afterAll(async () => emu?.close());

describe('rest select', () => {
  it('selects every column with * and formats numeric/timestamptz/json as PostgREST', async () => {
    const res = await emu.service().from('rs_items').select('*').order('id');
    expect(res.status).toBe(200);
    expect(res.error).toBeNull();
    expect(res.data).toEqual([
      { id: 1, name: 'alpha', price: 1.5, data: { a: { b: 'x' }, n: 1 }, tags: ['red', 'blue'], made: '2024-01-02T03:04:05+00:00', note: null },
      { id: 2, name: 'beta', price: 20, data: { a: { b: 'y' }, n: 2 }, tags: ['blue'], made: '2024-02-02T00:00:00+00:00', note: 'n' },
      { id: 3, name: 'gamma', price: null, data: null, tags: [], made: null, note: null },
    ]);
  });

  it('sends the PostgREST content type and Content-Range', async () => {
    const res = await fetch(`${emu.url}/rest/v1/rs_items?select=id&order=id`, { headers: { apikey: emu.serviceRoleKey } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('content-range')).toBe('0-2/*');
    expect(await res.json()).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('selects listed columns with aliases and casts', async () => {
    const { data, error } = await emu.service().from('rs_items').select('id, label:name, price::text').eq('id', 1);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, label: 'alpha', price: '1.50' }]);
  });

  it('selects json paths with -> and ->>, keyed by the last element or an alias', async () => {
    const { data, error } = await emu.service().from('rs_items').select('id, data->a->>b, n:data->n').order('id').limit(2);
    expect(error).toBeNull();
    expect(data).toEqual([
      { id: 1, b: 'x', n: 1 },
      { id: 2, b: 'y', n: 2 },
    ]);
  });

  it('filters and orders on json paths', async () => {
    const { data, error } = await emu.service().from('rs_items').select('id').eq('data->a->>b', 'y');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 2 }]);
  });

  it('unknown column in select is 400 42703', async () => {
    const { data, error, status } = await emu.service().from('rs_items').select('id, nope');
    expect(status).toBe(400);
    expect(data).toBeNull();
    expect(error?.code).toBe('42703');
    expect(error?.message).toBe('column rs_items.nope does not exist');
  });

  it('bad select grammar is 400 PGRST100', async () => {
    const res = await fetch(`${emu.url}/rest/v1/rs_items?select=id,(name`, { headers: { apikey: emu.anonKey } });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.code).toBe('PGRST100');
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
  });

  it('aggregates are disabled: 400 PGRST123', async () => {
    const { error, status } = await emu.service().from('rs_items').select('count()');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST123');
  });

  it('HEAD with count returns no body and the total', async () => {
    const { data, count, status, error } = await emu.service().from('rs_items').select('*', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(3);
  });

  it('a table created after start is found (schema cache reload)', async () => {
    await emu.sql(`create table rs_late (id int primary key, v text); grant all on rs_late to service_role; insert into rs_late values (1, 'late');`);
    const { data, error } = await emu.service().from('rs_late').select('*');
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 1, v: 'late' }]);
  });

  it('a missing table is 404 PGRST205', async () => {
    const { error, status } = await emu.service().from('rs_missing').select('*');
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
    expect(error?.message).toBe("Could not find the table 'public.rs_missing' in the schema cache");
  });

  it('strips nulls when asked', async () => {
    const { data, error } = await emu.service().from('rs_items').select('id, note').eq('id', 3).stripNulls();
    expect(error).toBeNull();
    expect(data).toEqual([{ id: 3 }]);
  });
});
