import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket; supabase-js' realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table rp_items (id int primary key, name text, qty int);
    create table rp_notes (id int primary key, item_id int references rp_items(id), body text);
    insert into rp_items values (1, 'a', 10), (2, 'b', 20), (3, 'c', 30);
    insert into rp_notes values (1, 1, 'note a');
    create function rp_add(a int, b int default 1) returns int language sql as 'select a + b';
    create function rp_hello(name text) returns text language sql as $$ select 'hi ' || name $$;
    create function rp_items_over(min_qty int) returns setof rp_items language sql stable as 'select * from rp_items where qty > min_qty order by id';
    create function rp_pairs() returns table(k text, v int) language sql as $$ select name, qty from rp_items order by id $$;
    create function rp_first() returns rp_items language sql as 'select * from rp_items order by id limit 1';
    create function rp_nothing() returns void language sql as 'select null';
    create function rp_bump(item int) returns void language sql as 'update rp_items set qty = qty + 1 where id = item';
    create function rp_echo(json) returns json language sql as 'select $1';
    create function rp_ids() returns setof int language sql as 'select id from rp_items order by id';
    create function rp_fail() returns int language plpgsql as $$ begin raise exception 'nope' using hint = 'try again'; end $$;
    create function rp_teapot() returns int language plpgsql as $$ begin raise sqlstate 'PT418' using message = 'I am a teapot'; end $$;
    grant all on rp_items, rp_notes to anon, service_role;
  `);
});
afterAll(async () => emu?.close());

describe('rest rpc', () => {
  it('POST with named args returns a scalar; omitted args use defaults', async () => {
    expect(await emu.anon().rpc('rp_add', { a: 2, b: 3 })).toMatchObject({ data: 5, error: null, status: 200 });
    expect((await emu.anon().rpc('rp_add', { a: 2 })).data).toBe(3);
    expect((await emu.anon().rpc('rp_hello', { name: 'ann' })).data).toBe('hi ann');
  });

  it('GET takes args from the query string (read-only)', async () => {
    const { data, error } = await emu.anon().rpc('rp_add', { a: 4, b: 4 }, { get: true });
    expect(error).toBeNull();
    expect(data).toBe(8);
  });

  it('setof table results accept filters, order, limit, count and embeds', async () => {
    const { data, error, count } = await emu.anon().rpc('rp_items_over', { min_qty: 5 }, { count: 'exact' }).select('id, name, rp_notes(body)').neq('id', 2).order('id', { ascending: false }).limit(5);
    expect(error).toBeNull();
    expect(count).toBe(2);
    expect(data).toEqual([
      { id: 3, name: 'c', rp_notes: [] },
      { id: 1, name: 'a', rp_notes: [{ body: 'note a' }] },
    ]);
  });

  it('setof with single() returns one object', async () => {
    const { data, error } = await emu.anon().rpc('rp_items_over', { min_qty: 25 }).select('id').single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 3 });
  });

  it('returns table(...) gives an array of objects; setof scalar an array of values', async () => {
    expect((await emu.anon().rpc('rp_pairs')).data).toEqual([
      { k: 'a', v: 10 },
      { k: 'b', v: 20 },
      { k: 'c', v: 30 },
    ]);
    expect((await emu.anon().rpc('rp_ids')).data).toEqual([1, 2, 3]);
  });

  it('a single composite result is an object', async () => {
    const { data, error } = await emu.anon().rpc('rp_first');
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, name: 'a', qty: 10 });
  });

  it('void is 204 with null data; its write commits', async () => {
    const r = await emu.anon().rpc('rp_nothing');
    expect(r.status).toBe(204);
    expect(r.data).toBeNull();
    const b = await emu.anon().rpc('rp_bump', { item: 1 });
    expect(b.error).toBeNull();
    expect((await emu.anon().from('rp_items').select('qty').eq('id', 1)).data).toEqual([{ qty: 11 }]);
  });

  it('a writing function called by GET is 405 25006 and changes nothing', async () => {
    const { error, status } = await emu.anon().rpc('rp_bump', { item: 2 }, { get: true });
    expect(status).toBe(405);
    expect(error?.code).toBe('25006');
    expect((await emu.anon().from('rp_items').select('qty').eq('id', 2)).data).toEqual([{ qty: 20 }]);
  });

  it('a single unnamed json parameter receives the whole body', async () => {
    const { data, error } = await emu.anon().rpc('rp_echo', { x: 1, y: [true] });
    expect(error).toBeNull();
    expect(data).toEqual({ x: 1, y: [true] });
  });

  it('unknown function or arguments is 404 PGRST202', async () => {
    const a = await emu.anon().rpc('rp_missing', { a: 1, b: 2 });
    expect(a.status).toBe(404);
    expect(a.error?.code).toBe('PGRST202');
    expect(a.error?.message).toBe('Could not find the function public.rp_missing(a, b) in the schema cache');
    const b = await emu.anon().rpc('rp_add', { x: 1 });
    expect(b.error?.code).toBe('PGRST202');
  });

  it('RAISE maps to 400 P0001 with the hint; PTxyz sets the status', async () => {
    const a = await emu.anon().rpc('rp_fail');
    expect(a.status).toBe(400);
    expect(a.error).toMatchObject({ code: 'P0001', message: 'nope', hint: 'try again', details: null });
    const b = await emu.anon().rpc('rp_teapot');
    expect(b.status).toBe(418);
    expect(b.error?.message).toBe('I am a teapot');
  });

  it('a function created after start is found', async () => {
    await emu.sql(`create function rp_late() returns int language sql as 'select 42'`);
    expect((await emu.anon().rpc('rp_late')).data).toBe(42);
  });
});
