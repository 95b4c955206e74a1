import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket; supabase-js' realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table rud_items (id int primary key, name text, qty int check (qty >= 0));
    grant all on rud_items to service_role;
    insert into rud_items select g, 'item' || g, g from generate_series(1, 6) g;
  `);
});
afterAll(async () => emu?.close());

const row = async (id: number) => (await emu.service().from('rud_items').select('id, name, qty').eq('id', id)).data;

describe('rest update and delete', () => {
  it('update defaults to 204 with no body', async () => {
    const { data, error, status } = await emu.service().from('rud_items').update({ name: 'renamed' }).eq('id', 1);
    expect(error).toBeNull();
    expect(status).toBe(204);
    expect(data).toBeNull();
    expect(await row(1)).toEqual([{ id: 1, name: 'renamed', qty: 1 }]);
  });

  it('update with select() returns 200 and the changed rows; count from Content-Range', async () => {
    const { data, error, status, count } = await emu.service().from('rud_items').update({ qty: 50 }, { count: 'exact' }).in('id', [2, 3]).select('id, qty').order('id');
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(count).toBe(2);
    expect(data).toEqual([
      { id: 2, qty: 50 },
      { id: 3, qty: 50 },
    ]);
    expect(await row(3)).toEqual([{ id: 3, name: 'item3', qty: 50 }]);
  });

  it('update matching nothing returns []', async () => {
    const { data, error, status } = await emu.service().from('rud_items').update({ qty: 1 }).eq('id', 99).select();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([]);
  });

  it('update without a filter is 400 21000 and changes nothing', async () => {
    const { error, status } = await emu.service().from('rud_items').update({ name: 'all' }).select();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '21000', message: 'UPDATE requires a WHERE clause' });
    expect(await row(4)).toEqual([{ id: 4, name: 'item4', qty: 4 }]);
  });

  it('check violation is 400 23514 and rolled back', async () => {
    const { error, status } = await emu.service().from('rud_items').update({ qty: -1 }).eq('id', 4);
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(await row(4)).toEqual([{ id: 4, name: 'item4', qty: 4 }]);
  });

  it('update with an unknown key is 400 PGRST204', async () => {
    const { error, status } = await emu.service().from('rud_items').update({ nope: 1 }).eq('id', 4);
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
  });

  it('delete defaults to 204; with select() returns the deleted rows', async () => {
    const a = await emu.service().from('rud_items').delete().eq('id', 5);
    expect(a.status).toBe(204);
    expect(await row(5)).toEqual([]);
    const b = await emu.service().from('rud_items').delete().eq('id', 6).select('id');
    expect(b.status).toBe(200);
    expect(b.data).toEqual([{ id: 6 }]);
    expect(await row(6)).toEqual([]);
  });

  it('delete without a filter is 400 21000 and deletes nothing', async () => {
    const { error, status } = await emu.service().from('rud_items').delete();
    expect(status).toBe(400);
    expect(error).toMatchObject({ code: '21000', message: 'DELETE requires a WHERE clause' });
    const { count } = await emu.service().from('rud_items').select('*', { count: 'exact', head: true });
    expect(count).toBe(4);
  });

  it('delete with count reports */N', async () => {
    const res = await fetch(`${emu.url}/rest/v1/rud_items?id=eq.4`, { method: 'DELETE', headers: { apikey: emu.serviceRoleKey, Prefer: 'count=exact' } });
    expect(res.status).toBe(204);
    expect(res.headers.get('content-range')).toBe('*/1');
    expect(await row(4)).toEqual([]);
  });

  it('max-affected with handling=strict rejects and rolls back', async () => {
    // The typings gate maxAffected() behind a PostgREST 13 Database type; the method itself is what we test.
    const builder = emu.service().from('rud_items').update({ name: 'many' }).in('id', [1, 2, 3]) as unknown as { maxAffected(n: number): PromiseLike<{ error: { code: string } | null; status: number }> };
    const { error, status } = await builder.maxAffected(1);
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST124');
    expect((await row(2))?.[0].name).toBe('item2');
  });

  it('calls afterCommit after a committed write only', async () => {
    let calls = 0;
    const fn = () => calls++;
    emu.ctx.afterCommit.add(fn);
    await emu.service().from('rud_items').update({ name: 'x' }).eq('id', 1);
    await emu.service().from('rud_items').update({ qty: -5 }).eq('id', 1);
    emu.ctx.afterCommit.delete(fn);
    expect(calls).toBe(1);
  });
});
