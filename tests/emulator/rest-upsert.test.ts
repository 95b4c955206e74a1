import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket; supabase-js' realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let emu: TestEmulator;
beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table ru_items (id int primary key, code text unique, name text);
    grant all on ru_items to service_role;
    insert into ru_items values (1, 'a', 'one'), (2, 'b', 'two');
  `);
});
afterAll(async () => emu?.close());

const all = async () => (await emu.service().from('ru_items').select('id, code, name').order('id')).data;

describe('rest upsert', () => {
  it('merge-duplicates updates an existing row by primary key: 200 when nothing new', async () => {
    const { data, error, status } = await emu.service().from('ru_items').upsert({ id: 1, code: 'a', name: 'uno' }).select();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual([{ id: 1, code: 'a', name: 'uno' }]);
    expect(await all()).toEqual([
      { id: 1, code: 'a', name: 'uno' },
      { id: 2, code: 'b', name: 'two' },
    ]);
  });

  it('merge-duplicates inserting a new row is 201', async () => {
    const { error, status } = await emu.service().from('ru_items').upsert([{ id: 3, code: 'c', name: 'three' }, { id: 2, code: 'b', name: 'dos' }]);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await all()).toEqual([
      { id: 1, code: 'a', name: 'uno' },
      { id: 2, code: 'b', name: 'dos' },
      { id: 3, code: 'c', name: 'three' },
    ]);
  });

  it('on_conflict targets another unique column', async () => {
    const { error } = await emu.service().from('ru_items').upsert({ id: 3, code: 'c', name: 'tres' }, { onConflict: 'code' });
    expect(error).toBeNull();
    expect((await all())?.[2]).toEqual({ id: 3, code: 'c', name: 'tres' });
  });

  it('ignore-duplicates skips existing rows and omits them from the representation', async () => {
    const { data, error, status } = await emu.service().from('ru_items').upsert([{ id: 1, code: 'a', name: 'ignored' }, { id: 4, code: 'd', name: 'four' }], { ignoreDuplicates: true }).select('id');
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toEqual([{ id: 4 }]);
    expect((await all())?.[0]).toEqual({ id: 1, code: 'a', name: 'uno' });
  });

  it('on_conflict without a matching unique constraint is 400 42P10', async () => {
    const { error, status } = await emu.service().from('ru_items').upsert({ id: 9, code: 'z', name: 'one' }, { onConflict: 'name' });
    expect(status).toBe(400);
    expect(error?.code).toBe('42P10');
    expect((await all())?.length).toBe(4);
  });

  it('a plain insert hitting a unique key is 409 23505', async () => {
    const { error, status } = await emu.service().from('ru_items').insert({ id: 1, code: 'q' });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
    expect(error?.details).toBe('Key (id)=(1) already exists.');
  });
});
