import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type RealtimeChannel, type RealtimePostgresChangesPayload, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEFAULT_JWT_SECRET } from '../../emulator/config';
import { signJwt } from '../../emulator/jwt';
import { startTestEmulator, type TestEmulator } from '../helpers/emulator';

const ALICE = '0a11ce00-0000-4000-8000-000000000001';
const BOB = '0b0b0000-0000-4000-8000-000000000002';

type Note = { id: number; user_id: string; body: string; tags: string[]; amount: number; done: boolean; created_at: string };
type Change = RealtimePostgresChangesPayload<Note>;

let emu: TestEmulator;
const clients: SupabaseClient[] = [];

beforeAll(async () => {
  emu = await startTestEmulator();
  await emu.sql(`
    create table public.rt_notes (
      id bigserial primary key,
      user_id uuid not null,
      body text not null,
      tags text[] not null default '{}',
      amount numeric(12,2) not null default 0,
      done boolean not null default false,
      created_at timestamptz not null default now()
    );
    alter table public.rt_notes enable row level security;
    grant select on public.rt_notes to anon, authenticated;
    create policy "Users can read their own notes" on public.rt_notes for select to authenticated
      using ((select auth.uid()) = user_id);
    grant insert on public.rt_notes to authenticated;
    grant usage on sequence public.rt_notes_id_seq to authenticated;
    create policy "Users can add their own notes" on public.rt_notes for insert to authenticated
      with check ((select auth.uid()) = user_id);
    alter publication supabase_realtime add table public.rt_notes;
  `);
});
afterEach(async () => {
  for (const c of clients.splice(0)) {
    await c.removeAllChannels();
    c.realtime.disconnect();
  }
});
afterAll(async () => emu?.close());

const tokenFor = (sub: string, exp = Math.floor(Date.now() / 1000) + 3600) =>
  signJwt({ sub, role: 'authenticated', aud: 'authenticated', exp }, DEFAULT_JWT_SECRET);

/** A supabase-js client (ws transport: Node 20 has no global WebSocket), optionally as a user. */
async function client(token?: string, key = emu.anonKey): Promise<SupabaseClient> {
  const c = createClient(emu.url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
    global: { headers: token ? { Authorization: `Bearer ${token}` } : {} },
  });
  if (token) await c.realtime.setAuth(token);
  clients.push(c);
  return c;
}

/** Subscribes to rt_notes changes; `received` fills as events arrive, `until(n)` waits for n of them. */
async function watch(c: SupabaseClient, opts: { event?: '*' | 'INSERT' | 'UPDATE' | 'DELETE'; filter?: string; ack?: boolean } = {}) {
  const received: Change[] = [];
  const waiters: Array<() => void> = [];
  const channel: RealtimeChannel = c
    .channel(`notes-${Math.random()}`, { config: { broadcast: { ack: opts.ack ?? false } } })
    .on('postgres_changes', { event: opts.event ?? '*', schema: 'public', table: 'rt_notes', filter: opts.filter } as never, (p: Change) => {
      received.push(p);
      waiters.splice(0).forEach((w) => w());
    });
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(err ?? new Error(status));
    }),
  );
  const until = async (n: number) => {
    while (received.length < n) await new Promise<void>((r) => waiters.push(r));
    return received;
  };
  return { channel, received, until };
}

const insertNote = (userId: string, body: string) =>
  emu.sql(`insert into public.rt_notes (user_id, body, tags, amount) values ('${userId}', '${body}', '{a,b}', 12.5)`);

describe('postgres_changes through supabase-js', () => {
  it('delivers INSERT, UPDATE and DELETE with typed values and PK-only old records', async () => {
    const w = await watch(await client(tokenFor(ALICE)));
    await insertNote(ALICE, 'first');
    const [ins] = await w.until(1);
    const inserted = ins.new as Note;
    expect(ins).toMatchObject({ schema: 'public', table: 'rt_notes', eventType: 'INSERT', old: {}, errors: null });
    expect(ins.new).toMatchObject({ user_id: ALICE, body: 'first', tags: ['a', 'b'], amount: 12.5, done: false });
    expect(inserted.created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(ins.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT.*Z$/);

    await emu.sql(`update public.rt_notes set done = true where id = ${inserted.id}`);
    const [, upd] = await w.until(2);
    expect(upd).toMatchObject({ eventType: 'UPDATE', new: { id: inserted.id, done: true, body: 'first' }, old: { id: inserted.id } });
    expect(Object.keys(upd.old)).toEqual(['id']);

    await emu.sql(`delete from public.rt_notes where id = ${inserted.id}`);
    const [, , del] = await w.until(3);
    expect(del).toMatchObject({ eventType: 'DELETE', new: {}, old: { id: inserted.id } });
    expect(Object.keys(del.old)).toEqual(['id']);
    expect(w.received).toHaveLength(3);
  });

  it('delivers a row the user wrote through the REST API (a role-scoped transaction)', async () => {
    const alice = await client(tokenFor(ALICE));
    const w = await watch(alice);
    const { error } = await alice.from('rt_notes').insert({ user_id: ALICE, body: 'via-rest', tags: ['r'] });
    expect(error).toBeNull();
    const [ins] = await w.until(1);
    expect(ins).toMatchObject({ eventType: 'INSERT', new: { user_id: ALICE, body: 'via-rest', tags: ['r'], amount: 0 } });
    const { data } = await alice.from('rt_notes').select('body').eq('body', 'via-rest');
    expect(data).toEqual([{ body: 'via-rest' }]);
  });

  it('honours the event type of a binding', async () => {
    const w = await watch(await client(tokenFor(ALICE)), { event: 'UPDATE' });
    await insertNote(ALICE, 'not an update');
    await emu.sql(`update public.rt_notes set body = 'edited' where body = 'not an update'`);
    const [upd] = await w.until(1);
    expect(upd).toMatchObject({ eventType: 'UPDATE', new: { body: 'edited' } });
    expect(w.received).toHaveLength(1);
  });

  it('applies a user_id=eq filter', async () => {
    const w = await watch(await client(undefined, emu.serviceRoleKey), { filter: `user_id=eq.${BOB}` });
    await insertNote(ALICE, 'alice-filtered-out');
    await insertNote(BOB, 'bob-wanted');
    const [first] = await w.until(1);
    expect(first.new).toMatchObject({ user_id: BOB, body: 'bob-wanted' });
    expect(w.received).toHaveLength(1);
  });

  it("never delivers another user's rows (RLS), while delivering the subscriber's own", async () => {
    const w = await watch(await client(tokenFor(ALICE)));
    await insertNote(BOB, 'bob-private');
    await insertNote(ALICE, 'alice-own');
    const [first] = await w.until(1);
    expect(first.new).toMatchObject({ user_id: ALICE, body: 'alice-own' });
    expect(w.received).toHaveLength(1);
  });

  it('re-checks authorisation after setAuth(newToken) and keeps the subscription', async () => {
    const c = await client();
    const w = await watch(c, { ack: true });
    await insertNote(ALICE, 'invisible-to-anon');

    await c.realtime.setAuth(tokenFor(ALICE));
    // An acknowledged broadcast on the same socket: the server has handled access_token before it.
    expect(await w.channel.send({ type: 'broadcast', event: 'sync', payload: {} })).toBe('ok');
    await insertNote(ALICE, 'visible-after-setAuth');
    const [first] = await w.until(1);
    expect(first.new).toMatchObject({ body: 'visible-after-setAuth' });
    expect(w.received).toHaveLength(1);
  });

  it('refuses a join with an invalid token', async () => {
    const c = await client();
    await c.realtime.setAuth('not-a-jwt');
    await expect(watch(c)).rejects.toThrow(/InvalidJWTToken/);
  });
});

describe('broadcast', () => {
  it('reaches the other subscribers of the topic, and the sender only with self', async () => {
    const got: Record<'a' | 'b', unknown[]> = { a: [], b: [] };
    let notify = () => {};
    const join = async (who: 'a' | 'b', self: boolean) => {
      const ch = (await client())
        .channel('room-1', { config: { broadcast: { self, ack: true } } })
        .on('broadcast', { event: 'hi' }, ({ payload }) => {
          got[who].push(payload);
          notify();
        });
      await new Promise<void>((r) => ch.subscribe((s) => s === 'SUBSCRIBED' && r()));
      return ch;
    };
    const [a, b] = [await join('a', true), await join('b', false)];
    const done = new Promise<void>((resolve) => (notify = () => got.a.length === 2 && got.b.length === 1 && resolve()));
    expect(await b.send({ type: 'broadcast', event: 'hi', payload: { n: 1 } })).toBe('ok');
    expect(await a.send({ type: 'broadcast', event: 'hi', payload: { n: 2 } })).toBe('ok');
    await done;
    expect(got).toEqual({ a: [{ n: 1 }, { n: 2 }], b: [{ n: 2 }] });
  });
});
