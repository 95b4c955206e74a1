import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket; supabase-js' realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table ri_items (id serial primary key, name text not null, qty int default 7, price numeric(12,2), tags text[], meta jsonb);
    grant all on ri_items to service_role;
    grant usage on sequence ri_items_id_seq to service_role;
  `);
});
afterAll(async () => emu?.close());

const read = async (name: string) => (await emu.service().from('ri_items').select('name, qty, price, tags, meta').eq('name', name)).data;

describe('rest insert', () => {
  it('defaults to return=minimal: 201, no body, data null', async () => {
    const { data, error, status } = await emu.service().from('ri_items').insert({ name: 'min' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(await read('min')).toEqual([{ name: 'min', qty: 7, price: null, tags: null, meta: null }]);
  });

  it('returns the representation with select(), coercing JSON to column types', async () => {
    const { data, error, status } = await emu.service().from('ri_items').insert({ name: 'rep', price: 2.5, tags: ['a', 'b'], meta: { k: [1] } }).select('name, qty, price, tags, meta');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ name: 'rep', qty: 7, price: 2.5, tags: ['a', 'b'], meta: { k: [1] } }]);
  });

  it('bulk insert with columns: missing keys become NULL', async () => {
    const { error, status } = await emu.service().from('ri_items').insert([{ name: 'b1', qty: 1 }, { name: 'b2' }]);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await read('b2')).toEqual([{ name: 'b2', qty: null, price: null, tags: null, meta: null }]);
    expect(await read('b1')).toEqual([{ name: 'b1', qty: 1, price: null, tags: null, meta: null }]);
  });

  it('bulk insert with defaultToNull:false uses column defaults for missing keys', async () => {
    const { error } = await emu.service().from('ri_items').insert([{ name: 'd1', qty: 2 }, { name: 'd2' }], { defaultToNull: false });
    expect(error).toBeNull();
    expect(await read('d2')).toEqual([{ name: 'd2', qty: 7, price: null, tags: null, meta: null }]);
  });

  it('counts inserted rows: Content-Range */N', async () => {
    const { count, error } = await emu.service().from('ri_items').insert([{ name: 'c1' }, { name: 'c2' }], { count: 'exact' });
    expect(error).toBeNull();
    expect(count).toBe(2);
  });

  it('unknown key is 400 PGRST204 and nothing is written', async () => {
    const { error, status } = await emu.service().from('ri_items').insert({ name: 'bad', nope: 1 });
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
    expect(error?.message).toBe("Could not find the 'nope' column of 'ri_items' in the schema cache");
    expect(await read('bad')).toEqual([]);
  });

  it('not-null violation is 400 23502', async () => {
    const { error, status } = await emu.service().from('ri_items').insert({ qty: 1 });
    expect(status).toBe(400);
    expect(error?.code).toBe('23502');
  });

  it('an empty array inserts nothing: 201 and []', async () => {
    const { data, error, status } = await emu.service().from('ri_items').insert([]).select();
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([]);
  });

  it('return=headers-only sends Location', async () => {
    const res = await fetch(`${emu.url}/rest/v1/ri_items`, {
      method: 'POST',
      headers: { apikey: emu.serviceRoleKey, 'Content-Type': 'application/json', Prefer: 'return=headers-only' },
      body: JSON.stringify({ name: 'loc' }),
    });
    expect(res.status).toBe(201);
    const { data } = await emu.service().from('ri_items').select('id').eq('name', 'loc').single();
    expect(res.headers.get('location')).toBe(`/ri_items?id=eq.${data!.id}`);
  });

  it('invalid JSON body is 400 PGRST102', async () => {
    const res = await fetch(`${emu.url}/rest/v1/ri_items`, { method: 'POST', headers: { apikey: emu.serviceRoleKey, 'Content-Type': 'application/json' }, body: '{bad' });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST102');
  });

  it('ignores tx=rollback and commits, as PostgREST does by default (db-tx-end = commit)', async () => {
    const res = await fetch(`${emu.url}/rest/v1/ri_items?select=name`, {
      method: 'POST',
      headers: { apikey: emu.serviceRoleKey, Authorization: `Bearer ${emu.serviceRoleKey}`, 'Content-Type': 'application/json', Prefer: 'return=representation, tx=rollback' },
      body: JSON.stringify({ name: 'rolled' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual([{ name: 'rolled' }]);
    // Applied: only what was applied (PostgREST 12 leaves tx out).
    expect(res.headers.get('preference-applied')).toBe('return=representation');
    expect(await read('rolled')).toEqual([{ name: 'rolled', qty: 7, price: null, tags: null, meta: null }]);
  });
});
