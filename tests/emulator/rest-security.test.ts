import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { signJwt } from '../../emulator/jwt';
import { DEFAULT_JWT_SECRET } from '../../emulator/config';

// Node 20 has no global WebSocket; supabase-js' realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let emu: TestEmulator;
const exp = () => Math.floor(Date.now() / 1000) + 600;
const withToken = (token: string) => createClient(emu.url, emu.anonKey, { global: { headers: { Authorization: `Bearer ${token}` } }, auth: { persistSession: false, autoRefreshToken: false } });
const count = async () => (await emu.service().from('rsec_items').select('*', { count: 'exact', head: true })).count;
const names = async () => (await emu.service().from('rsec_items').select('name').order('id')).data;

beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table rsec_items (id int primary key, name text);
    grant all on rsec_items to service_role;
    insert into rsec_items values (1, 'a'), (2, 'b');
    create table rsec_private (id int primary key, secret text);
    alter table rsec_private enable row level security;
    create policy "users read" on rsec_private for select to authenticated using (true);
    insert into rsec_private values (1, 'hidden');
    create function rsec_fn(x int) returns int language sql as 'select x';
  `);
});
afterAll(async () => emu?.close());

describe('rest security: SQL injection', () => {
  it('through select', async () => {
    const { error, status } = await emu.service().from('rsec_items').select('id,name);drop table rsec_items;--');
    expect(status).toBe(400);
    expect(error).not.toBeNull();
    expect(await count()).toBe(2);
  });

  it('through a quoted select name', async () => {
    const res = await fetch(`${emu.url}/rest/v1/rsec_items?select=${encodeURIComponent('"id from rsec_items; delete from rsec_items; --"')}`, { headers: { apikey: emu.serviceRoleKey } });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('42703');
    expect(await count()).toBe(2);
  });

  it('through a filter column', async () => {
    const { status } = await emu.service().from('rsec_items').delete().eq('id = id or 1', 1);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(await count()).toBe(2);
  });

  it('through a filter value', async () => {
    const { data, error } = await emu.service().from('rsec_items').select('id').eq('name', "a' or '1'='1");
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const del = await emu.service().from('rsec_items').delete().in('name', ["x') or ('1'='1"]);
    expect(del.error).toBeNull();
    expect(await count()).toBe(2);
  });

  it('through order', async () => {
    const { status } = await emu.service().from('rsec_items').select('id').order('id; delete from rsec_items');
    expect(status).toBe(400);
    expect(await count()).toBe(2);
  });

  it('through on_conflict', async () => {
    const { status } = await emu.service().from('rsec_items').upsert({ id: 1, name: 'z' }, { onConflict: 'id) do nothing; delete from rsec_items; --' });
    expect(status).toBe(400);
    expect(await names()).toEqual([{ name: 'a' }, { name: 'b' }]);
  });

  it('through rpc argument names', async () => {
    const { status, error } = await emu.service().rpc('rsec_fn', { 'x := 1); delete from rsec_items; --': 1 });
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
    expect(await count()).toBe(2);
  });

  it('through a cast', async () => {
    const { status } = await emu.service().from('rsec_items').select('id::int); delete from rsec_items; --');
    expect(status).toBe(400);
    expect(await count()).toBe(2);
  });
});

describe('rest security: tokens and roles', () => {
  it('a token signed with another secret is 401 PGRST301 with WWW-Authenticate', async () => {
    const token = signJwt({ sub: 'x', role: 'service_role', exp: exp() }, 'another-secret-another-secret-another-secret');
    const res = await fetch(`${emu.url}/rest/v1/rsec_items`, { headers: { apikey: emu.anonKey, Authorization: `Bearer ${token}` } });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect((await res.json()).code).toBe('PGRST301');
    const { error, status } = await withToken(token).from('rsec_items').select('*');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });

  it('an expired token is 401 PGRST303 "JWT expired"', async () => {
    const token = signJwt({ sub: 'x', role: 'authenticated', exp: Math.floor(Date.now() / 1000) - 10 }, DEFAULT_JWT_SECRET);
    const { error, status } = await withToken(token).from('rsec_items').select('*');
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });

  it('a malformed token is 401 PGRST301', async () => {
    const { error, status } = await withToken('not-a-jwt').from('rsec_items').select('*');
    expect(status).toBe(401);
    expect(error?.code).toBe('PGRST301');
  });

  it.each(['postgres', 'supabase_admin', 'foo'])('a token with role %s is 401 naming the role', async (role) => {
    const token = signJwt({ sub: 'x', role, exp: exp() }, DEFAULT_JWT_SECRET);
    const { error, status } = await withToken(token).from('rsec_items').delete().eq('id', 1);
    expect(status).toBe(401);
    expect(error?.code).toBe('22023');
    expect(error?.message).toBe(`role "${role}" does not exist`);
    expect(await count()).toBe(2);
  });

  it('anon reading a table without an anon policy gets []', async () => {
    const { data, error, status } = await emu.anon().from('rsec_private').select('*');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([]);
    const user = withToken(signJwt({ sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated', aud: 'authenticated', exp: exp() }, DEFAULT_JWT_SECRET));
    expect((await user.from('rsec_private').select('secret')).data).toEqual([{ secret: 'hidden' }]);
  });

  it('service_role bypasses RLS', async () => {
    expect((await emu.service().from('rsec_private').select('secret')).data).toEqual([{ secret: 'hidden' }]);
  });
});
