import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket; supabase-js' realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table rsg_items (id int primary key, name text not null, kind text);
    grant all on rsg_items to service_role;
    insert into rsg_items values (1, 'one', 'a'), (2, 'two', 'b'), (3, 'three', 'b');
  `);
});
afterAll(async () => emu?.close());

describe('rest singular', () => {
  it('single() returns a bare object with the object content type', async () => {
    const res = await fetch(`${emu.url}/rest/v1/rsg_items?select=id,name&id=eq.1`, {
      headers: { apikey: emu.serviceRoleKey, Accept: 'application/vnd.pgrst.object+json' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.pgrst.object+json; charset=utf-8');
    expect(await res.json()).toEqual({ id: 1, name: 'one' });
    const { data, error } = await emu.service().from('rsg_items').select('id, name').eq('id', 1).single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: 1, name: 'one' });
  });

  it('single() with several rows is 406 PGRST116 with the row count', async () => {
    const { data, error, status } = await emu.service().from('rsg_items').select('id').eq('kind', 'b').single();
    expect(status).toBe(406);
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: 'PGRST116', message: 'Cannot coerce the result to a single JSON object', details: 'The result contains 2 rows', hint: null });
  });

  it('single() with no rows is 406 PGRST116 (0 rows)', async () => {
    const { error, status } = await emu.service().from('rsg_items').select('id').eq('id', 99).single();
    expect(status).toBe(406);
    expect(error?.details).toBe('The result contains 0 rows');
  });

  it('maybeSingle() gets a plain array and maps 0 rows to null', async () => {
    const { data, error, status } = await emu.service().from('rsg_items').select('id').eq('id', 99).maybeSingle();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
  });

  it('a singular update affecting 2 rows is rolled back', async () => {
    const { error, status } = await emu.service().from('rsg_items').update({ name: 'changed' }).eq('kind', 'b').select().single();
    expect(status).toBe(406);
    expect(error?.code).toBe('PGRST116');
    const { data } = await emu.service().from('rsg_items').select('name').eq('kind', 'b').order('id');
    expect(data).toEqual([{ name: 'two' }, { name: 'three' }]);
  });

  it('a singular insert of one row returns the object and commits', async () => {
    const { data, error, status } = await emu.service().from('rsg_items').insert({ id: 4, name: 'four' }).select('id, name').single();
    expect(status).toBe(201);
    expect(error).toBeNull();
    expect(data).toEqual({ id: 4, name: 'four' });
    const again = await emu.service().from('rsg_items').select('name').eq('id', 4);
    expect(again.data).toEqual([{ name: 'four' }]);
  });

  it('a singular delete of no rows is 406 and deletes nothing', async () => {
    const { error, status } = await emu.service().from('rsg_items').delete().eq('id', 42).select().single();
    expect(status).toBe(406);
    expect(error?.details).toBe('The result contains 0 rows');
    const { count } = await emu.service().from('rsg_items').select('*', { count: 'exact', head: true });
    expect(count).toBe(4);
  });
});
