import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

// Node 20 has no global WebSocket; supabase-js' realtime client needs one at construction.
globalThis.WebSocket ??= WebSocket as unknown as typeof globalThis.WebSocket;

let emu: TestEmulator;
const ids = (rows: { id: number }[] | null) => rows?.map((r) => r.id);

beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table rf_games (id int primary key, name text, score int, tags text[], meta jsonb, active boolean, doc tsvector);
    grant all on rf_games to service_role;
    insert into rf_games values
      (1, 'Buffalo Gold', 10, '{classic,video}', '{"lines":50}', true, to_tsvector('english', 'buffalo gold stampede')),
      (2, 'Lightning Link', 20, '{video}', '{"lines":25}', false, to_tsvector('english', 'lightning link dragons')),
      (3, 'Wheel, of Fortune', null, '{classic}', '{"lines":1}', null, to_tsvector('english', 'wheel fortune')),
      (4, 'buffalo grand', 40, '{}', null, true, to_tsvector('english', 'buffalo grand'));
  `);
});
afterAll(async () => emu?.close());

describe('rest filters', () => {
  const q = () => emu.service().from('rf_games').select('id').order('id');

  it('eq, neq, gt, gte, lt, lte', async () => {
    expect(ids((await q().eq('score', 20)).data)).toEqual([2]);
    expect(ids((await q().neq('score', 20)).data)).toEqual([1, 4]);
    expect(ids((await q().gt('score', 10)).data)).toEqual([2, 4]);
    expect(ids((await q().gte('score', 20)).data)).toEqual([2, 4]);
    expect(ids((await q().lt('score', 20)).data)).toEqual([1]);
    expect(ids((await q().lte('score', 20)).data)).toEqual([1, 2]);
  });

  it('like and ilike with * wildcards', async () => {
    expect(ids((await q().like('name', 'Buffalo*')).data)).toEqual([1]);
    expect(ids((await q().ilike('name', 'buffalo*')).data)).toEqual([1, 4]);
  });

  it('is null / not is null / is true', async () => {
    expect(ids((await q().is('score', null)).data)).toEqual([3]);
    expect(ids((await q().not('score', 'is', null)).data)).toEqual([1, 2, 4]);
    expect(ids((await q().is('active', true)).data)).toEqual([1, 4]);
  });

  it('in with quoted values containing commas, and not.in', async () => {
    expect(ids((await q().in('name', ['Wheel, of Fortune', 'Lightning Link'])).data)).toEqual([2, 3]);
    expect(ids((await q().not('id', 'in', '(1,2)')).data)).toEqual([3, 4]);
  });

  it('cs, cd and ov on arrays, cs on jsonb', async () => {
    expect(ids((await q().contains('tags', ['classic'])).data)).toEqual([1, 3]);
    expect(ids((await q().containedBy('tags', ['classic', 'video'])).data)).toEqual([1, 2, 3, 4]);
    expect(ids((await q().overlaps('tags', ['video', 'none'])).data)).toEqual([1, 2]);
    expect(ids((await q().contains('meta', { lines: 25 })).data)).toEqual([2]);
  });

  it('match, imatch and isdistinct', async () => {
    expect(ids((await q().filter('name', 'match', '^B')).data)).toEqual([1]);
    expect(ids((await q().filter('name', 'imatch', '^b')).data)).toEqual([1, 4]);
    expect(ids((await q().filter('active', 'isdistinct', 'true')).data)).toEqual([2, 3]);
  });

  it('full-text search operators', async () => {
    expect(ids((await q().textSearch('doc', 'buffalo', { config: 'english' })).data)).toEqual([1, 4]);
    expect(ids((await q().textSearch('doc', 'buffalo gold', { type: 'plain' })).data)).toEqual([1]);
    expect(ids((await q().textSearch('doc', 'lightning dragons', { type: 'websearch' })).data)).toEqual([2]);
  });

  it('op(any) and op(all)', async () => {
    expect(ids((await q().filter('name', 'like(any)', '{Buffalo*,Light*}')).data)).toEqual([1, 2]);
    expect(ids((await q().filter('score', 'gt(all)', '{5,15}')).data)).toEqual([2, 4]);
  });

  it('or with nested and, and not.or', async () => {
    expect(ids((await q().or('score.eq.10,and(active.is.false,score.gt.15)')).data)).toEqual([1, 2]);
    const notOr = await fetch(`${emu.url}/rest/v1/rf_games?select=id&order=id&not.or=(score.eq.10,score.is.null)`, { headers: { apikey: emu.serviceRoleKey } });
    expect(await notOr.json()).toEqual([{ id: 2 }, { id: 4 }]);
  });

  it('repeated keys are AND-ed; and=() works', async () => {
    const res = await fetch(`${emu.url}/rest/v1/rf_games?select=id&score=gt.5&score=lt.30&and=(active.is.true)`, { headers: { apikey: emu.serviceRoleKey } });
    expect(await res.json()).toEqual([{ id: 1 }]);
  });

  it('order with nullsfirst / nullslast and multiple keys', async () => {
    const a = await emu.service().from('rf_games').select('id').order('score', { ascending: false, nullsFirst: false });
    expect(ids(a.data)).toEqual([4, 2, 1, 3]);
    const b = await emu.service().from('rf_games').select('id').order('score', { ascending: true, nullsFirst: true });
    expect(ids(b.data)).toEqual([3, 1, 2, 4]);
    const c = await emu.service().from('rf_games').select('id').order('active', { ascending: false }).order('id');
    expect(ids(c.data)).toEqual([3, 1, 4, 2]);
  });

  it('unknown operator is 400 PGRST100', async () => {
    const { error, status } = await emu.service().from('rf_games').select('id').filter('score', 'bogus', '1');
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST100');
  });

  it('unknown filter column is 400 42703', async () => {
    const { error, status } = await q().eq('nope', 1);
    expect(status).toBe(400);
    expect(error?.code).toBe('42703');
  });

  it('invalid value for the column type is 400 22P02', async () => {
    const { error, status } = await q().eq('score', 'abc');
    expect(status).toBe(400);
    expect(error?.code).toBe('22P02');
  });
});
