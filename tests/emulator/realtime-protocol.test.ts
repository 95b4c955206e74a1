import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { DEFAULT_JWT_SECRET } from '../../emulator/config';
import { signJwt } from '../../emulator/jwt';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];

let emu: TestEmulator;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table public.rt_items (id bigserial primary key, name text not null, tags text[] not null default '{}',
      price numeric(12,2), active boolean not null default true, seen_at timestamptz);
    alter table public.rt_items enable row level security;
    grant select on public.rt_items to anon;
    create policy "Anyone can read items" on public.rt_items for select to anon using (true);
    alter publication supabase_realtime add table public.rt_items;
  `);
});
afterEach(() => sockets.splice(0).forEach((s) => s.terminate()));
afterAll(async () => emu?.close());

/** A raw Phoenix v2 socket: `send` a frame, `next()` the next frame received. */
async function connect(apikey = emu.anonKey) {
  const ws = new WebSocket(`${emu.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=2.0.0`);
  sockets.push(ws);
  const inbox: Frame[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    inbox.push(JSON.parse(String(data)) as Frame);
    waiters.splice(0).forEach((w) => w());
  });
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  return {
    send: (frame: Frame) => ws.send(JSON.stringify(frame)),
    async next(): Promise<Frame> {
      while (inbox.length === 0) await new Promise<void>((r) => waiters.push(r));
      return inbox.shift()!;
    },
  };
}

const joinPayload = (changes: Array<Record<string, string | undefined>>) => ({
  config: { broadcast: { ack: false, self: false }, presence: { key: '', enabled: false }, postgres_changes: changes, private: false },
  access_token: emu.anonKey,
});

describe('realtime wire protocol', () => {
  it('answers a heartbeat on topic phoenix', async () => {
    const s = await connect();
    s.send([null, '7', 'phoenix', 'heartbeat', {}]);
    expect(await s.next()).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
  });

  it('echoes postgres_changes bindings in order with integer ids; omits them when none were asked', async () => {
    const s = await connect();
    const changes: Array<Record<string, string>> = [
      { event: 'INSERT', schema: 'public', table: 'rt_items', filter: 'id=in.(1,2)' },
      { event: '*', schema: 'public' },
    ];
    s.send(['1', '1', 'realtime:a', 'phx_join', joinPayload(changes)]);
    const [jr, ref, topic, event, payload] = await s.next();
    expect([jr, ref, topic, event, payload.status]).toEqual(['1', '1', 'realtime:a', 'phx_reply', 'ok']);
    const echoed = (payload.response as { postgres_changes: Array<Record<string, unknown>> }).postgres_changes;
    expect(echoed.map(({ id: _id, ...rest }) => rest)).toEqual(changes);
    expect(echoed.every((b) => Number.isInteger(b.id))).toBe(true);
    expect(new Set(echoed.map((b) => b.id)).size).toBe(2);

    s.send(['2', '2', 'realtime:b', 'phx_join', { config: { broadcast: { self: false } }, access_token: emu.anonKey }]);
    let frame = await s.next();
    while (frame[3] === 'system') frame = await s.next();
    expect(frame).toEqual(['2', '2', 'realtime:b', 'phx_reply', { status: 'ok', response: {} }]);
  });

  it('pushes a change frame with null refs, ids, columns and a row_to_json record', async () => {
    const s = await connect();
    s.send(['1', '1', 'realtime:items', 'phx_join', joinPayload([{ event: '*', schema: 'public', table: 'rt_items' }])]);
    const reply = await s.next();
    const id = (reply[4].response as { postgres_changes: Array<{ id: number }> }).postgres_changes[0].id;
    expect(await s.next()).toMatchObject([null, null, 'realtime:items', 'system', { status: 'ok', extension: 'postgres_changes' }]);

    await emu.sql(`insert into public.rt_items (name, tags, price, seen_at) values ('lamp', '{x,"y z"}', 19.90, '2024-05-01 12:00:00+00')`);
    const [jr, ref, topic, event, payload] = await s.next();
    expect([jr, ref, topic, event]).toEqual([null, null, 'realtime:items', 'postgres_changes']);
    expect(payload.ids).toEqual([id]);
    const data = payload.data as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(['type', 'schema', 'table', 'commit_timestamp', 'columns', 'record', 'errors']);
    expect(data).toMatchObject({ type: 'INSERT', schema: 'public', table: 'rt_items', errors: null });
    expect(data.columns).toEqual([
      { name: 'id', type: 'int8' },
      { name: 'name', type: 'text' },
      { name: 'tags', type: '_text' },
      { name: 'price', type: 'numeric' },
      { name: 'active', type: 'bool' },
      { name: 'seen_at', type: 'timestamptz' },
    ]);
    expect(data.record).toEqual({ id: 1, name: 'lamp', tags: ['x', 'y z'], price: 19.9, active: true, seen_at: '2024-05-01T12:00:00+00:00' });
  });

  it('stops delivering to a channel after phx_leave', async () => {
    const s = await connect();
    const binding = [{ event: 'INSERT', schema: 'public', table: 'rt_items' }];
    s.send(['1', '1', 'realtime:left', 'phx_join', joinPayload(binding)]);
    await s.next();
    await s.next();
    s.send(['1', '2', 'realtime:left', 'phx_leave', {}]);
    expect(await s.next()).toEqual(['1', '2', 'realtime:left', 'phx_reply', { status: 'ok', response: {} }]);
    await emu.sql(`insert into public.rt_items (name) values ('after-leave')`);

    s.send(['3', '3', 'realtime:stay', 'phx_join', joinPayload(binding)]);
    await s.next();
    await s.next();
    await emu.sql(`insert into public.rt_items (name) values ('while-joined')`);
    const frame = await s.next();
    expect(frame[2]).toBe('realtime:stay');
    expect((frame[4].data as { record: { name: string } }).record.name).toBe('while-joined');
  });

  it('replies with an error to a join with a bad token or filter', async () => {
    const s = await connect();
    s.send(['1', '1', 'realtime:x', 'phx_join', { ...joinPayload([]), access_token: 'bad.token.here' }]);
    const [, , , event, payload] = await s.next();
    expect(event).toBe('phx_reply');
    expect(payload).toMatchObject({ status: 'error', response: { reason: expect.stringMatching(/^InvalidJWTToken: /) } });

    s.send(['2', '2', 'realtime:y', 'phx_join', joinPayload([{ event: '*', schema: 'public', table: 'rt_items', filter: 'id=between.1' }])]);
    expect(await s.next()).toEqual(['2', '2', 'realtime:y', 'phx_reply', { status: 'error', response: { reason: 'invalid filter: id=between.1' } }]);
  });

  it('closes a channel whose token has expired instead of delivering to it', async () => {
    const s = await connect();
    const exp = Math.floor(Date.now() / 1000) + 1;
    const token = signJwt({ sub: '0a11ce00-0000-4000-8000-000000000001', role: 'authenticated', exp }, DEFAULT_JWT_SECRET);
    s.send(['1', '1', 'realtime:short', 'phx_join', { ...joinPayload([{ event: '*', schema: 'public', table: 'rt_items' }]), access_token: token }]);
    expect((await s.next())[4]).toMatchObject({ status: 'ok' });
    await s.next();
    while (Date.now() / 1000 <= exp) await new Promise((r) => setTimeout(r, 100));
    await emu.sql(`insert into public.rt_items (name) values ('after-expiry')`);
    expect(await s.next()).toEqual([null, null, 'realtime:short', 'system', { message: 'Token has expired', status: 'error', extension: 'system', channel: 'short' }]);
    expect(await s.next()).toEqual([null, null, 'realtime:short', 'phx_close', {}]);
  });

  it('refuses a connection with an invalid apikey, and other upgrade paths', async () => {
    const status = (url: string) =>
      new Promise<number>((resolve) => {
        const ws = new WebSocket(url);
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
        ws.on('error', () => undefined);
      });
    const base = emu.url.replace('http', 'ws');
    expect(await status(`${base}/realtime/v1/websocket?apikey=nope&vsn=2.0.0`)).toBe(403);
    expect(await status(`${base}/somewhere/else`)).toBe(404);
  });
});
