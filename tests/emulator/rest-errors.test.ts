import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from '@supabase/supabase-js';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';
import { signJwt } from '../../emulator/jwt';
import { DEFAULT_JWT_SECRET } from '../../emulator/config';

// Node 20 has no global WebSocket; supabase-js' realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let emu: TestEmulator;
const uid = '00000000-0000-4000-8000-0000000000e1';
const asUser = () =>
  createClient(emu.url, emu.anonKey, {
    global: { headers: { Authorization: `Bearer ${signJwt({ sub: uid, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 600 }, DEFAULT_JWT_SECRET)}` } },
    auth: { persistSession: false, autoRefreshToken: false },
  });

beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table rer_parents (id int primary key);
    create table rer_children (id int primary key, parent_id int references rer_parents(id), amount numeric(5,2));
    create table rer_owned (id serial primary key, owner uuid not null, v text);
    alter table rer_owned enable row level security;
    create policy "read own" on rer_owned for select to authenticated using ((select auth.uid()) = owner);
    create policy "insert own" on rer_owned for insert to authenticated with check ((select auth.uid()) = owner);
    grant select, insert on rer_owned to authenticated;
    grant usage on sequence rer_owned_id_seq to authenticated;
    grant all on rer_parents, rer_children to service_role;
    revoke all on rer_parents from anon, authenticated;
    insert into rer_parents values (1);
  `);
});
afterAll(async () => emu?.close());

describe('rest errors', () => {
  it('FK violation is 409 23503 with all four keys', async () => {
    const res = await fetch(`${emu.url}/rest/v1/rer_children`, {
      method: 'POST',
      headers: { apikey: emu.serviceRoleKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ id: 1, parent_id: 99 }),
    });
    expect(res.status).toBe(409);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message']);
    expect(body.code).toBe('23503');
    expect(body.details).toBe('Key (parent_id)=(99) is not present in table "rer_parents".');
    expect((await emu.service().from('rer_children').select('id')).data).toEqual([]);
  });

  it('numeric overflow is 400 22003', async () => {
    const { error, status } = await emu.service().from('rer_children').insert({ id: 2, parent_id: 1, amount: 123456 });
    expect(status).toBe(400);
    expect(error?.code).toBe('22003');
  });

  it('permission denied is 401 for anon and 403 for a signed-in user', async () => {
    const a = await emu.anon().from('rer_parents').select('*');
    expect(a.status).toBe(401);
    expect(a.error?.code).toBe('42501');
    const b = await asUser().from('rer_parents').select('*');
    expect(b.status).toBe(403);
    expect(b.error?.code).toBe('42501');
  });

  it('an insert blocked by RLS is 403 42501 and writes nothing', async () => {
    const { error, status } = await asUser().from('rer_owned').insert({ owner: '00000000-0000-4000-8000-000000000bad', v: 'x' });
    expect(status).toBe(403);
    expect(error?.code).toBe('42501');
    expect(error?.message).toBe('new row violates row-level security policy for table "rer_owned"');
    expect((await emu.service().from('rer_owned').select('id')).data).toEqual([]);
  });

  it('an RLS-allowed insert with return=minimal needs no select and succeeds', async () => {
    const { error, status } = await asUser().from('rer_owned').insert({ owner: uid, v: 'mine' });
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect((await asUser().from('rer_owned').select('v')).data).toEqual([{ v: 'mine' }]);
  });

  it('unknown schema in Accept-Profile is 406 PGRST106', async () => {
    const { error, status } = await emu.service().schema('nope').from('rer_parents').select('*');
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST106');
    expect(error?.message).toBe('Invalid schema: nope');
  });

  it('filtering on an embed that is not selected is 400 PGRST108', async () => {
    const { error, status } = await emu.service().from('rer_parents').select('id').eq('rer_children.id', 1);
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST108');
  });

  it('ordering parents by a to-many embed is 400 PGRST118', async () => {
    const res = await fetch(`${emu.url}/rest/v1/rer_parents?select=id,rer_children(id)&order=rer_children(id)`, { headers: { apikey: emu.serviceRoleKey } });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST118');
  });

  it('invalid preferences with handling=strict are 400 PGRST122', async () => {
    const res = await fetch(`${emu.url}/rest/v1/rer_parents`, { headers: { apikey: emu.serviceRoleKey, Prefer: 'handling=strict, bogus=1' } });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('PGRST122');
  });

  it('explain is refused with 406', async () => {
    const { status } = await emu.service().from('rer_parents').select('*').explain();
    expect(status).toBe(406);
  });
});
